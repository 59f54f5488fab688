import { buildSandboxApp } from './sandbox-app.js';
import { loadSandboxEnvironment, sandboxOptionsFrom } from './sandbox-config.js';

const environment = loadSandboxEnvironment();
const app = buildSandboxApp(sandboxOptionsFrom(environment), {
  level: environment.PAYMENT_SANDBOX_LOG_LEVEL,
});

async function shutDown() {
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);

try {
  await app.listen({ port: environment.PAYMENT_SANDBOX_PORT, host: environment.PAYMENT_SANDBOX_HOST });
  if (!environment.PAYMENT_SANDBOX_WEBHOOK_URL)
    app.log.warn('PAYMENT_SANDBOX_WEBHOOK_URL is not set: no webhooks are sent');
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  process.exit(1);
}

import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configuredRecaptchaVerifiers } from './auth/recaptcha.js';
import { directoryUploadStorage } from './contact/upload-storage.js';
import catalogueAnswerCache from './catalogue/answer-cache.js';
import { paymentProviderDefaults, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { PaymentProviderConfig } from './payments/payment-provider.js';
import { outboxEmailSender } from './email/email-sender.js';
import { smtpEmailSender } from './email/smtp-email-sender.js';
import databaseDecorator from './plugins/app/database.js';
import paymentProviderDecorator from './plugins/app/payment-provider.js';
import emailSenderDecorator from './plugins/app/email-sender.js';
import paymentStatusCheck from './plugins/app/payment-status-check.js';
import controlCharacterRefusal from './plugins/app/control-character-refusal.js';
import errorHandling from './plugins/app/error-handler.js';
import echoRequestId, { requestIdOf } from './plugins/app/request-id.js';
import customerSession from './plugins/app/customer-session.js';
import staffSession from './plugins/app/staff-session.js';
import tenantResolution from './plugins/app/tenant-resolution.js';
import openApiDocumentation from './plugins/external/openapi.js';
import securityHeaders from './plugins/external/security-headers.js';
import apiRoutes from './routes/api/index.js';
import healthRoutes from './routes/health.js';
import logRoutes from './routes/logs.js';
import outboxRoutes from './routes/outbox.js';
import paymentWebhookRoutes from './routes/payment-webhook.js';
import searchInsightRoutes from './routes/search-insights.js';
import trackingRoutes from './routes/tracking.js';
import trackingRecordRoutes from './routes/tracking-records.js';
import trackingRetention from './plugins/app/tracking-retention.js';
import tenantRoutes from './routes/tenant/index.js';

export type BuildAppOptions = {
  database: DatabaseHandle;
  config: Pick<AppConfig, 'NODE_ENV' | 'TENANT' | 'XSRF_SECRET' | 'LOG_LEVEL'> &
    Partial<
      Pick<
        AppConfig,
        | 'TRUST_PROXY'
        | 'CATALOGUE_CACHE_SECONDS'
        | 'TENANT_CACHE_SECONDS'
        | 'SESSION_IDLE_MINUTES'
        | 'SESSION_MAX_DAYS'
        | 'RECAPTCHA_BYPASS_KEY'
        | 'STOREFRONT_URL'
        | 'EMAIL_OUTBOX_PAGE'
        | 'SMTP_URL'
        | 'EMAIL_FROM'
        | 'RECAPTCHA_SANDBOX'
        | 'RECAPTCHA_SECRET_KEY'
        | 'API_DOCS'
        | 'PAYMENT_STATUS_CHECK_SECONDS'
        | 'GIFT_CARDS_PER_CUSTOMER'
        | 'TRACKING_RETENTION_DAYS'
        | 'TRACKING_SWEEP_SECONDS'
        | 'CONTACT_UPLOAD_DIR'
      >
    > &
    Partial<PaymentProviderConfig>;
  /** Fastify's logger option; defaults to pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** A logger the process made before the app, e.g. to report preparing the database. */
  loggerInstance?: FastifyBaseLogger;
};

// Fastify trusts a hop count too, but its types only name the function form of it.
function fastifyTrustProxy(setting: AppConfig['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting ?? false;
  return (_address: string, hop: number) => hop < setting;
}

// Plugins are registered explicitly, in fastify/demo's order (external, app, routes): autoload's
// runtime imports would bypass vitest's module graph and load .ts files Node cannot run.
export async function buildApp({ database, config, logger, loggerInstance }: BuildAppOptions) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? { level: config.LOG_LEVEL } }),
    genReqId: requestIdOf,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outsideProduction = config.NODE_ENV !== 'production';
  await app.register(securityHeaders);
  await app.register(openApiDocumentation, { serveUi: config.API_DOCS ?? outsideProduction });
  await app.register(cookie);

  await app.register(echoRequestId);
  await app.register(errorHandling);
  await app.register(controlCharacterRefusal);
  await app.register(databaseDecorator, { database });
  await app.register(paymentProviderDecorator, { config: { ...paymentProviderDefaults(), ...config } });
  await app.register(tenantResolution, {
    fallbackTenantId: config.TENANT,
    ttlSeconds: config.TENANT_CACHE_SECONDS ?? 0,
  });
  const sessionRules = {
    idleMinutes: config.SESSION_IDLE_MINUTES ?? 60,
    maxDays: config.SESSION_MAX_DAYS ?? 30,
    secureCookies: config.NODE_ENV === 'production',
  };
  await app.register(customerSession, sessionRules);
  await app.register(staffSession, sessionRules);
  await app.register(catalogueAnswerCache, { ttlSeconds: config.CATALOGUE_CACHE_SECONDS ?? 0 });

  const storefrontUrl = config.STOREFRONT_URL ?? 'http://localhost:3000';
  const smtp = config.SMTP_URL
    ? smtpEmailSender(config.SMTP_URL, config.EMAIL_FROM ?? 'no-reply@localhost', storefrontUrl)
    : null;
  if (smtp) app.addHook('onClose', async () => smtp.close());
  const emailSender = smtp ?? outboxEmailSender(database.db, storefrontUrl);
  await app.register(emailSenderDecorator, { sender: emailSender });
  await app.register(paymentStatusCheck, { intervalSeconds: config.PAYMENT_STATUS_CHECK_SECONDS ?? 0 });
  await app.register(trackingRetention, {
    intervalSeconds: config.TRACKING_SWEEP_SECONDS ?? 0,
    retentionDays: config.TRACKING_RETENTION_DAYS ?? 90,
  });

  await app.register(healthRoutes);
  await app.register(tenantRoutes);
  await app.register(logRoutes, { fallbackTenantId: config.TENANT });
  await app.register(searchInsightRoutes);
  await app.register(trackingRoutes);
  await app.register(trackingRecordRoutes);
  if (config.EMAIL_OUTBOX_PAGE ?? outsideProduction) await app.register(outboxRoutes);
  await app.register(paymentWebhookRoutes, { prefix: '/api/payments' });
  await app.register(apiRoutes, {
    prefix: '/api',
    xsrfSecret: config.XSRF_SECRET,
    secureCookies: config.NODE_ENV === 'production',
    accounts: {
      storefrontUrl,
      recaptcha: {
        bypassKey: config.RECAPTCHA_BYPASS_KEY,
        verifiers: configuredRecaptchaVerifiers({
          sandboxEnabled: config.RECAPTCHA_SANDBOX ?? outsideProduction,
          googleSecretKey: config.RECAPTCHA_SECRET_KEY,
        }),
      },
      emailSender,
      maxGiftCards: config.GIFT_CARDS_PER_CUSTOMER,
    },
    uploadStorage: directoryUploadStorage(config.CONTACT_UPLOAD_DIR ?? '.data/contact-uploads'),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { checkPendingPayments } from '../../checkout/payment-status-check.js';

// Decision 0036: every API process runs the check; completing an order is idempotent, so several
// processes checking the same cart place it once. A round still running skips the next tick.
const paymentStatusCheck: FastifyPluginAsync<{ intervalSeconds: number }> = async (
  fastify,
  { intervalSeconds },
) => {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const log = fastify.log.child({ job: 'payment-status-check' });
  const round = () => {
    if (running) return;
    running = checkPendingPayments({
      db: fastify.db,
      transaction: (work) => fastify.db.transaction(work),
      provider: fastify.paymentProvider,
      emailSender: fastify.emailSender,
      log,
    })
      .catch((error: unknown) => log.error({ err: error }, 'payment status check failed'))
      .finally(() => (running = undefined));
  };
  fastify.addHook('onReady', async () => {
    timer = setInterval(round, intervalSeconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default fp(paymentStatusCheck, {
  name: 'payment-status-check',
  fastify: '5.x',
  dependencies: ['database', 'payment-provider', 'email-sender'],
});

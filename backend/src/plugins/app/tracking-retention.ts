import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredTracking } from '../../tracking/tracking-repository.js';

// Decision 0086: like the payment status check (decision 0036), every API process sweeps; deleting
// what is past the retention twice deletes nothing more. A round still running skips the next tick.
const trackingRetention: FastifyPluginAsync<{ intervalSeconds: number; retentionDays: number }> = async (
  fastify,
  { intervalSeconds, retentionDays },
) => {
  if (intervalSeconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const log = fastify.log.child({ job: 'tracking-retention' });
  const round = () => {
    if (running) return;
    running = deleteExpiredTracking(fastify.db, retentionDays)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted, retentionDays }, 'deleted expired tracking events');
      })
      .catch((error: unknown) => log.error({ err: error }, 'tracking retention sweep failed'))
      .finally(() => (running = undefined));
  };
  fastify.addHook('onReady', async () => {
    round();
    timer = setInterval(round, intervalSeconds * 1000);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export default fp(trackingRetention, {
  name: 'tracking-retention',
  fastify: '5.x',
  dependencies: ['database'],
});

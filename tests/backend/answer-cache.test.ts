import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import catalogueAnswerCache from '../../backend/src/catalogue/answer-cache.js';

describe('the catalogue answer cache', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function cacheFor(ttlSeconds: number) {
    const app = Fastify();
    apps.push(app);
    await app.register(catalogueAnswerCache, { ttlSeconds });
    await app.ready();
    return app.catalogueAnswers;
  }

  it('is off with a time of 0', async () => {
    expect(await cacheFor(0)).toBeNull();
  });

  it('keeps at most 8 MB of answers, dropping the least recently used', async () => {
    const answers = (await cacheFor(30))!;
    const answer = 'x'.repeat(100 * 1024);
    for (let page = 0; page < 200; page++) answers.set(`de /api/categories/page-${page}`, answer);
    expect(answers.calculatedSize).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(answers.has('de /api/categories/page-199')).toBe(true);
    expect(answers.has('de /api/categories/page-0')).toBe(false);
  });

  it('gives back stale answers nobody asks for again', async () => {
    const answers = (await cacheFor(1))!;
    answers.set('de /api/products/search/milch?request=1', '{"total":727}');
    expect(answers.size).toBe(1);
    // A stale entry counts in `size` until something removes it; the purge runs every second.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(answers.size).toBe(0);
  });
});

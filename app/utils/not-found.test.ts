import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { parseNotFoundData } from './not-found';

describe('parseNotFoundData', () => {
  it('reads the error page slug and additional component from an object', () => {
    expect(parseNotFoundData({ errorPageSlug: 'fehler-404', additionalComponent: 'sitemapLink' })).toEqual({
      errorPageSlug: 'fehler-404',
      additionalComponent: 'sitemapLink',
    });
  });

  it('reads them from a JSON string', () => {
    expect(parseNotFoundData('{"errorPageSlug":"fehler-404","additionalComponent":"homeLink"}')).toEqual({
      errorPageSlug: 'fehler-404',
      additionalComponent: 'homeLink',
    });
  });

  it('keeps the error page that the loader fetched', () => {
    const page = {
      slug: 'fehler-404',
      meta: { title: 'Nicht gefunden', keywords: [], noIndex: true, noFollow: true },
      blocks: [{ id: '1', type: 'headline', fields: { text: 'Hoppla', level: 1 } }],
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(parseNotFoundData(JSON.stringify({ errorPageSlug: 'fehler-404', page })).page).toEqual(page);
  });

  it.each([['not json'], [null], [42], [{ errorPageSlug: 7 }], ['"a string"']])(
    'reads %j as no data',
    (value) => {
      expect(parseNotFoundData(value)).toEqual({});
    },
  );
});

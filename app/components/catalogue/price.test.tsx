import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { ProductPrice } from './price';
import { productSummary, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';

describe('the price block', () => {
  it('formats minor units in the de-AT style with a hidden "Normalpreis" label and the unit price', async () => {
    const html = await renderInShop(<ProductPrice product={productSummary()} />);
    expect(textOf(html)).toBe('Normalpreis: € 1,29 Grundpreis: € 1,29 / l pro Liter');
    // The slash is for the eye only.
    expect(html).toContain('<span aria-hidden="true"> / l</span>');
  });

  it('shows the loyalty price with a visible "mit Kundenkarte" and a spoken label', async () => {
    const product = productSummary({ price: { regular: 249, loyalty: 199, depositPrice: null } });
    const text = textOf(await renderInShop(<ProductPrice product={product} />));
    expect(text).toContain('Normalpreis ohne Kundenkarte: € 2,49');
    expect(text).toContain('Preis mit Kundenkarte: € 1,99');
    expect(text).toContain('mit Kundenkarte');
  });

  it('ignores a loyalty price that is not lower than the regular one', async () => {
    const product = productSummary({ price: { regular: 199, loyalty: 199, depositPrice: null } });
    const text = textOf(await renderInShop(<ProductPrice product={product} />));
    expect(text).not.toContain('Kundenkarte');
  });

  it('notes the deposit as "zzgl. € 0,29 Pfand"', async () => {
    const product = productSummary({ price: { regular: 99, loyalty: null, depositPrice: 29 } });
    expect(textOf(await renderInShop(<ProductPrice product={product} />))).toContain('zzgl. € 0,29 Pfand');
  });

  it('shows a weight article per kg, with the billing note on the product page', async () => {
    const product = productSummary({
      weightArticle: true,
      price: { regular: 1990, loyalty: null, depositPrice: null },
      unitPrice: { amount: 1990, unit: 'kg' },
    });
    const tile = textOf(await renderInShop(<ProductPrice product={product} />));
    expect(tile).toBe('Normalpreis: € 19,90 / kg pro Kilogramm');
    const detail = textOf(await renderInShop(<ProductPrice product={product} detail />));
    expect(detail).toContain('Preis pro kg, abgerechnet nach Gewicht');
  });

  it('marks a weight-piece price as an estimate with the average weight', async () => {
    const product = productSummary({
      weightPieceArticle: true,
      averageWeightGrams: 350,
      price: { regular: 420, loyalty: null, depositPrice: null },
      unitPrice: { amount: 1200, unit: 'kg' },
    });
    const text = textOf(await renderInShop(<ProductPrice product={product} detail />));
    expect(text).toContain('Normalpreis: ca. (geschätzter Preis pro Stück) € 4,20');
    expect(text).toContain('Grundpreis: € 12,00 / kg');
    expect(text).toContain('Stückpreis geschätzt für ca. 350 g, abgerechnet nach Gewicht');
  });

  it('uses the English labels and the tenant format for the English shop', async () => {
    const product = productSummary({ price: { regular: 129, loyalty: 99, depositPrice: 25 } });
    const text = textOf(
      await renderInShop(<ProductPrice product={product} />, { language: 'en', locale: 'en-GB' }),
    );
    expect(text).toContain('Price with loyalty card: €0.99');
    expect(text).toContain('plus €0.25 deposit');
  });
});

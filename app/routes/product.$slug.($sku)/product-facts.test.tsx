import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { ProductFacts } from './product-facts';
import { productDetail, renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';

describe('the product facts', () => {
  it('shows nutrition per 100 g as a table with a caption, header cells and local numbers', async () => {
    const html = await renderInShop(<ProductFacts product={productDetail()} />);
    expect(html).toContain('<caption>Durchschnittliche Nährwerte pro 100 g bzw. 100 ml</caption>');
    expect(html).toContain('<th scope="col">Nährwert</th>');
    expect(html).toContain('<th scope="row">Energie</th><td>268 kJ / 64 kcal</td>');
    expect(html).toContain('<th scope="row">Fett</th><td>3,5 g</td>');
    expect(html).toContain('<th scope="row">davon gesättigte Fettsäuren</th><td>2,3 g</td>');
  });

  it('lists content, origin, storage, ingredients and allergens, and says when none are declared', async () => {
    const text = textOf(await renderInShop(<ProductFacts product={productDetail()} />));
    expect(text).toContain('Inhalt 1 l');
    expect(text).toContain('Herkunft Österreich');
    expect(text).toContain('Aufbewahrung Gekühlt bei max. 8 °C lagern.');
    expect(text).toContain('Zutaten Vollmilch');
    expect(text).toContain('Allergene Milch');
    const plain = textOf(
      await renderInShop(
        <ProductFacts product={productDetail({ allergens: [], nutrition: null, origin: null })} />,
      ),
    );
    expect(plain).toContain('Keine Allergene angegeben');
    expect(plain).not.toContain('Nährwerte');
    expect(plain).not.toContain('Herkunft');
  });
});

import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { JsonLd, jsonForScript, productJsonLd } from './product-json-ld';
import { productDetail, renderInShop } from '../../../tests/storefront/catalogue-test-support';

const where = { origin: 'https://shop.example', path: '/produkte/vollmilch-3-5/100001', currency: 'EUR' };

describe('the schema.org product data', () => {
  it('names the product with absolute URLs, a decimal price and a schema.org availability', () => {
    const data = productJsonLd(
      productDetail({ price: { regular: 129, loyalty: 99, depositPrice: null } }),
      where,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vollmilch 3,5 %',
      sku: '100001',
      description: 'Frische Vollmilch aus der Region.',
      image: ['https://shop.example/images/products/100001.svg'],
      category: 'Milch & Käse > Milch > Frischmilch',
      brand: { '@type': 'Brand', name: 'Alpenhof' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/produkte/vollmilch-3-5/100001',
        price: '1.29',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says out of stock when the product cannot be ordered, and per kg for a weight article', () => {
    const unavailable = productJsonLd(productDetail({ availability: 'temporarilyUnavailable' }), where);
    expect(unavailable.offers.availability).toBe('https://schema.org/OutOfStock');
    const blocked = productJsonLd(productDetail({ orderability: 'CanNotBeOrdered' }), where);
    expect(blocked.offers.availability).toBe('https://schema.org/OutOfStock');
    const cheese = productJsonLd(
      productDetail({
        weightArticle: true,
        price: { regular: 2490, loyalty: null, depositPrice: null },
        brand: null,
      }),
      where,
    );
    expect(cheese.offers).toMatchObject({
      price: '24.90',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '24.90', unitCode: 'KGM' },
    });
    expect(cheese).not.toHaveProperty('brand');
  });

  it('cannot be closed early by text in the data', async () => {
    const data = productJsonLd(
      productDetail({ name: 'Milch </script><script>alert(1)</script> <!--' }),
      where,
    );
    const json = jsonForScript(data);
    expect(json).not.toContain('</');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(data);
    const html = await renderInShop(<JsonLd data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
  });
});

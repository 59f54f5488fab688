import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { weightLine } from '../../../tests/storefront/fulfilment-test-support';
import { PickLineCard } from './pick-line';

// A refused weight keeps what the picker typed, beside the message and the offer to take less;
// a weight article's substitute is weighed in its own labelled field.

describe('a pick line refused above the allowance', () => {
  it('shows the weight typed again with the message and "Nur 550 g nehmen"', async () => {
    const html = await renderInShop(
      <PickLineCard
        line={weightLine()}
        picking
        search={null}
        answer={{
          result: {
            status: 'error',
            initialValue: { lineId: 'line-cheese', outcome: 'picked', pickedGrams: '600' },
            error: { pickedGrams: ['Höchstens 550 g sind erlaubt'] },
          },
          takeLess: 550,
        }}
      />,
    );
    expect(html).toMatch(/<input[^>]*name="pickedGrams"[^>]*value="600"/);
    expect(html).toContain('Höchstens 550 g sind erlaubt');
    expect(html).toContain('Nur 550 g nehmen');
  });
});

describe('a weight article’s substitute', () => {
  const apples = weightLine({ lineId: 'line-apples', name: 'Äpfel Gala lose', substitutionAllowed: true });
  const search = {
    lineId: 'line-apples',
    term: 'Äpfel',
    results: [
      { sku: '1000998', name: 'Äpfel Jonagold lose', price: 279, perKg: true },
      { sku: '1000999', name: 'Äpfel Elstar lose', price: 299, perKg: true },
    ],
  };

  it('asks for the substitute’s weight in a labelled field beside the choices priced per kg', async () => {
    const html = await renderInShop(
      <PickLineCard line={apples} picking search={search} answer={undefined} />,
    );
    expect(html).toMatch(
      /<label for="substitute-amount-line-apples">Gewicht des Ersatzartikels in Gramm<\/label><input[^>]*name="pickedGrams"/,
    );
    expect(textOf(html)).toContain('Äpfel Elstar lose · € 2,99 pro kg');
  });

  it('shows a refused weight in the substitute’s field, the choice kept, and offers the most allowed', async () => {
    const html = await renderInShop(
      <PickLineCard
        line={apples}
        picking
        search={search}
        answer={{
          result: {
            status: 'error',
            initialValue: {
              lineId: 'line-apples',
              outcome: 'substituted',
              substituteProductId: '1000999',
              pickedGrams: '700',
            },
            error: { pickedGrams: ['Höchstens 540 g sind erlaubt'] },
          },
          takeLess: 540,
        }}
      />,
    );
    // The substitute's field is the invalid one, described by the message; the line's own is not.
    expect(html).toMatch(
      /<input(?=[^>]*id="substitute-amount-line-apples")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="[^"]*substitute-amount-line-apples-error")(?=[^>]*value="700")[^>]*>/,
    );
    expect(html).not.toMatch(/<input(?=[^>]*id="amount-line-apples")(?=[^>]*aria-invalid)[^>]*>/);
    expect(html).toMatch(/id="substitute-amount-line-apples-error"[^>]*>.*Höchstens 540 g sind erlaubt/);
    expect(html).toMatch(/<input(?=[^>]*value="1000999")(?=[^>]*checked)[^>]*>/);
    // "Nur 540 g nehmen" substitutes the same product with 540 g.
    const takeLess = /<form[^>]*pick-line__take-less[^>]*>(.*?)<\/form>/.exec(html)![1]!;
    expect(takeLess).toMatch(/name="outcome" value="substituted"/);
    expect(takeLess).toMatch(/name="substituteProductId" value="1000999"/);
    expect(takeLess).toMatch(/name="pickedGrams" value="540"/);
    expect(textOf(takeLess)).toBe('Nur 540 g nehmen');
  });

  it('says what the line was substituted by and how much was weighed', async () => {
    const done = weightLine({
      outcome: 'substituted',
      pickedGrams: 520,
      substitute: { productId: '1000999', name: 'Äpfel Elstar lose', price: 299 },
    });
    const html = await renderInShop(<PickLineCard line={done} picking search={null} answer={undefined} />);
    expect(textOf(html)).toContain('Erledigt: ersetzt durch Äpfel Elstar lose, 520 g gewogen');
  });
});

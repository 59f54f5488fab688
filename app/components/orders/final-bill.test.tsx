import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { finalBill } from '../../../tests/storefront/fulfilment-test-support';
import { FinalBill } from './final-bill';

// Issue 36: the final bill line by line, as the shopper reads it once the order is picked.

describe('the final bill', () => {
  it('says per line what was weighed, substituted or missing and what each cost', async () => {
    const text = textOf(await renderInShop(<FinalBill bill={finalBill()} headingId="bill" />));
    expect(text).toContain('Bergkäse am Stück 480 g gewogen (bestellt 500 g) € 11,42');
    expect(text).toContain('Vollmilch 1 l ersetzt durch Bio-Vollmilch 1 l € 4,47');
    expect(text).toContain('Bauernbrot fehlt, nicht berechnet € 0,00');
  });

  it('says what a weight article was substituted by and how much of it was weighed', async () => {
    const bill = finalBill({
      lines: [
        {
          lineId: 'line-apples',
          name: 'Äpfel Gala lose',
          outcome: 'substituted',
          orderedQuantity: 1000,
          orderedGrams: 1000,
          pickedGrams: 1040,
          substitute: { productId: '1000999', name: 'Äpfel Elstar lose', price: 299 },
          amount: 311,
        },
      ],
    });
    const text = textOf(await renderInShop(<FinalBill bill={bill} headingId="bill" />));
    expect(text).toContain(
      'Äpfel Gala lose ersetzt durch Äpfel Elstar lose, 1040 g gewogen (bestellt 1000 g) € 3,11',
    );
  });

  it('shows the total, what was reserved, charged and released', async () => {
    const text = textOf(await renderInShop(<FinalBill bill={finalBill()} headingId="bill" />));
    expect(text).toContain('Endbetrag € 20,79');
    expect(text).toContain('Reserviert € 23,00');
    expect(text).toContain('Abgebucht € 20,79');
    expect(text).toContain('Freigegeben € 2,21');
  });

  it('before "picked" says what will be charged and released', async () => {
    const bill = finalBill({ captured: null, released: null });
    const text = textOf(await renderInShop(<FinalBill bill={bill} preview headingId="bill" />));
    expect(text).toContain('Endabrechnung vor dem Abbuchen');
    expect(text).toContain('Wird abgebucht € 20,79');
    expect(text).toContain('Wird freigegeben € 2,21');
    expect(text).not.toContain('Abgebucht €');
  });

  it('for an order paid at the door says what is to be paid there, with nothing reserved or released', async () => {
    const bill = finalBill({ paidOutside: 'payment-at-the-door', captured: null, released: null });
    const preview = textOf(await renderInShop(<FinalBill bill={bill} preview headingId="bill" />));
    expect(preview).toContain('Endabrechnung vor dem Bestätigen');
    expect(preview).toContain('Bei der Lieferung zu bezahlen € 20,79');
    expect(preview).not.toMatch(/Reserviert|abgebucht|freigegeben/i);
    const final = textOf(await renderInShop(<FinalBill bill={bill} headingId="bill" />));
    expect(final).toContain('Bei der Lieferung zu bezahlen € 20,79');
    expect(final).not.toMatch(/Reserviert|Abgebucht|Freigegeben/);
  });

  it('lists refunds with their reason', async () => {
    const bill = finalBill({
      refunds: [{ amount: 450, reason: 'Joghurt beschädigt', at: '2026-12-08T10:00:00Z' }],
    });
    const text = textOf(await renderInShop(<FinalBill bill={bill} headingId="bill" />));
    expect(text).toMatch(/Erstattungen .+: € 4,50 erstattet \(Joghurt beschädigt\)/);
  });

  it('speaks English in the English shop', async () => {
    const text = textOf(
      await renderInShop(<FinalBill bill={finalBill()} headingId="bill" />, { language: 'en' }),
    );
    expect(text).toContain('Bauernbrot missing, not charged');
    expect(text).toContain('Final amount');
  });
});

import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop } from '../../../tests/storefront/catalogue-test-support';
import { weightLine } from '../../../tests/storefront/fulfilment-test-support';
import { PickLineCard } from './pick-line';

// A refused weight keeps what the picker typed, beside the message and the offer to take less.

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

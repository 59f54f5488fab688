import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { renderInShop, textOf } from '../../../tests/storefront/catalogue-test-support';
import { ServiceSelection } from './service-selection';

describe('the service selection before JavaScript (§4, decision 0019)', () => {
  it('is a plain delivery form: the street is a labelled text field, no combobox yet', async () => {
    const html = await renderInShop(<ServiceSelection address={null} stores={[]} />);
    expect(html).toMatch(/<label for="delivery-address-streetName">Straße<\/label>/);
    expect(html).toMatch(/<input[^>]*id="delivery-address-streetName"[^>]*autoComplete="address-line1"/i);
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('role="listbox"');
    expect(html).toContain('name="intent" value="set-delivery"');
    expect(textOf(html)).toContain('Wähle, ob wir liefern oder ob du abholst.');
  });
});

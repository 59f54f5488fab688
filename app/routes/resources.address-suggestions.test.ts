import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { loader } from './resources.address-suggestions';

const place = (id: string) => ({
  id,
  primaryPart: `Favoritenstraße ${id}`,
  secondaryPart: '1100 Wien',
  streetName: 'Favoritenstraße',
  streetNumber: id,
  postalCode: '1100',
  city: 'Wien',
  countryCode: 'AT',
  position: { lat: 48.17, lng: 16.38 },
});

async function suggest(q: string, autocompleteAddress: () => Promise<unknown>) {
  const spy = vi.fn(autocompleteAddress);
  const context = { cart: { autocompleteAddress: spy } } as unknown as AppLoadContext;
  const request = new Request(`http://shop.test/resources/address-suggestions?q=${encodeURIComponent(q)}`);
  const answer = (await loader({ request, context, params: {} })) as unknown as { data: unknown };
  return { spy, data: answer.data };
}

describe('address suggestions', () => {
  it('asks the maps call for what was typed and offers the first five places', async () => {
    const places = ['1', '2', '3', '4', '5', '6'].map(place);
    const { spy, data } = await suggest(' Favoritenstr ', async () => ({ places }));
    expect(spy).toHaveBeenCalledWith('Favoritenstr');
    expect(data).toEqual({ places: places.slice(0, 5) });
  });

  it('asks nothing for fewer than three characters', async () => {
    const { spy, data } = await suggest('Fa', async () => ({ places: [place('1')] }));
    expect(spy).not.toHaveBeenCalled();
    expect(data).toEqual({ places: [] });
  });

  it('swallows a failing lookup (§7 maps): no suggestions, the plain form still works', async () => {
    const { data } = await suggest('Favoritenstraße', async () => {
      throw new Error('gazetteer down');
    });
    expect(data).toEqual({ places: [] });
  });
});

import type { AppLoadContext } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalVouchers, personalVouchers } from '../../backend/src/seed/content/de/vouchers.js';
import { renderInShop, textOf } from '../../tests/storefront/catalogue-test-support';
import { ApiError, ApiNotFoundError } from '~/services/api-errors.server';
import { LOGGED_IN_COOKIE } from '~/utils/auth.server';
import '../../tests/storefront/console-guard';
import { BlockDataProvider, type VoucherGroupDatum } from './block-data';
import { VoucherGroupBlock } from './commerce-blocks';
import { loadVoucherGroup } from './voucher-data.server';

const fields = { title: 'Gutscheine für dich', limit: 6 };
const render = (datum: VoucherGroupDatum) =>
  renderInShop(
    <BlockDataProvider data={{ vouchers: datum }}>
      <VoucherGroupBlock id="vouchers" fields={fields} />
    </BlockDataProvider>,
  );

describe('the voucher group block', () => {
  it('shows a member’s personal vouchers, marked and with their points, before the general ones', async () => {
    const text = textOf(await render({ vouchers: generalVouchers, personalVouchers: personalVouchers }));
    expect(text).toContain('Deine persönlichen Gutscheine');
    expect(text).toContain('Persönlich 15 % auf Obst und Gemüse');
    expect(text).toContain('Für 150 jö Punkte');
    expect(text.indexOf('2 für 1 auf Bohnenkaffee')).toBeLessThan(text.indexOf('10 € Willkommensrabatt'));
  });

  it('shows the barcode of a personal voucher for the till', async () => {
    const barcode = { src: '/content/barcode.svg', alt: 'Strichcode', width: 300, height: 80 };
    const html = await render({
      vouchers: [],
      personalVouchers: [{ ...personalVouchers[0]!, barcodeImage: barcode }],
    });
    expect(html).toContain('class="voucher-card__barcode"');
    expect(html).toContain('alt="Strichcode"');
  });

  it('shows only the general vouchers to a guest', async () => {
    const text = textOf(await render({ vouchers: generalVouchers }));
    expect(text).toContain('3 % Zustellbonus');
    expect(text).not.toContain('Deine persönlichen Gutscheine');
  });

  it('says calmly that personal vouchers are unavailable, and still shows the general ones', async () => {
    const html = await render({ vouchers: generalVouchers, personalVouchersFailed: true });
    expect(html).toContain('data-voucher-note="personal-unavailable"');
    expect(textOf(html)).toContain('Deine persönlichen Gutscheine können wir gerade nicht anzeigen.');
    expect(textOf(html)).toContain('10 € Willkommensrabatt');
  });

  it('renders nothing without any voucher', async () => {
    expect(await render({ vouchers: [] })).toBe('');
  });
});

describe('loading the voucher group', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeContext({ loyalty }: { loyalty: () => Promise<unknown> }) {
    const content = {
      getGeneralVouchers: vi.fn(async () => ({ vouchers: generalVouchers })),
      getPersonalVouchers: vi.fn(async () => ({ vouchers: personalVouchers.slice(0, 2) })),
    };
    const customer = { getLoyaltyVouchers: vi.fn(loyalty) };
    return {
      context: { content, customer, requestId: 'test' } as unknown as AppLoadContext,
      content,
      customer,
    };
  }
  const card = async () => ({
    mpCardId: '2900000000015',
    vouchers: [{ promotionId: 'joe-kaffee-2fuer1' }, { promotionId: 'joe-obst-15' }],
  });
  const loggedIn = new Request('http://localhost/', { headers: { Cookie: `${LOGGED_IN_COOKIE}=true` } });

  it('asks for the card’s vouchers and their content for a logged-in shopper', async () => {
    const { context, content } = fakeContext({ loyalty: card });
    const datum = await loadVoucherGroup(context, { limit: 2 }, loggedIn);
    expect(content.getPersonalVouchers).toHaveBeenCalledWith(['joe-kaffee-2fuer1', 'joe-obst-15']);
    expect(datum.vouchers).toHaveLength(2);
    expect(datum.personalVouchers?.map((voucher) => voucher.promotionId)).toEqual([
      'joe-kaffee-2fuer1',
      'joe-obst-15',
    ]);
    expect(datum.personalVouchersFailed).toBe(false);
  });

  it('does not ask about a guest, and treats a 401 as a guest', async () => {
    const guest = fakeContext({ loyalty: card });
    await loadVoucherGroup(guest.context, { limit: 6 }, new Request('http://localhost/'));
    expect(guest.customer.getLoyaltyVouchers).not.toHaveBeenCalled();
    const expired = fakeContext({
      loyalty: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'no session')),
    });
    const datum = await loadVoucherGroup(expired.context, { limit: 6 }, loggedIn);
    expect(datum).toMatchObject({ personalVouchers: [], personalVouchersFailed: false });
  });

  it('sets the error flag when the personal vouchers fail (§8), keeping the general ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, content } = fakeContext({
      loyalty: () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'loyalty down')),
    });
    content.getGeneralVouchers.mockRejectedValueOnce(new ApiNotFoundError(404, 'NOT_FOUND', 'none'));
    const datum = await loadVoucherGroup(context, { limit: 6 }, loggedIn);
    expect(datum).toEqual({ vouchers: [], personalVouchers: [], personalVouchersFailed: true });
  });
});

import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import type { OrderTracking } from '../../backend/src/schemas/orders.js';
import { de } from '../../backend/src/seed/messages/de.js';
import { textOf } from '../../tests/storefront/catalogue-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import { TranslationProvider } from '~/utils/use-translation';
import { blockFormAction } from './block-form-action.server';
import { TrackingBlock } from './tracking-block';
import { finalBill } from '../../tests/storefront/fulfilment-test-support';
import { trackedOrder } from '../../tests/storefront/tracking-test-support';

const t = getI18nInstance('de', de).t;
const path = '/service/faq';

/**
 * The FAQ page with its tracking block, as the server renders it: after a plain form post to the
 * page's action (with JavaScript off), or without one.
 */
async function renderPage(
  form?: Record<string, string>,
  trackOrder: () => Promise<OrderTracking> = never,
  cancelOrder: (orderNumber: string, email?: string) => Promise<unknown> = never,
  prefilled?: string,
) {
  const context = { orders: { trackOrder, cancelOrder }, t } as unknown as AppLoadContext;
  const handler = createStaticHandler([
    {
      id: 'page',
      path,
      action: (args) => blockFormAction(args as unknown as ActionFunctionArgs),
      element: (
        <>
          <TrackingBlock
            id="faq-tracking"
            fields={{ text: 'Wo ist meine Bestellung?' }}
            orderNumber={prefilled}
          />
          <TrackingBlock id="other-tracking" fields={{ title: 'Noch eine Suche' }} />
        </>
      ),
    },
  ]);
  const request = new Request(
    `http://localhost${path}`,
    form ? { method: 'POST', body: new URLSearchParams(form) } : undefined,
  );
  const routerContext = await handler.query(request, { requestContext: context });
  if (routerContext instanceof Response) throw new Error('unexpected redirect');
  return renderToStaticMarkup(
    <TranslationProvider value={{ t }}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, routerContext)}
        context={routerContext}
        hydrate={false}
      />
    </TranslationProvider>,
  );
}

async function never(): Promise<OrderTracking> {
  throw new Error('the API must not be asked');
}

const lookup = (fields: Record<string, string>) => ({
  intent: 'track-order',
  blockId: 'faq-tracking',
  ...fields,
});
const money = (minor: number) =>
  new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minor / 100);
/** The part of the page that belongs to one block. */
const blockOf = (html: string, id: string) => {
  const start = html.indexOf(`<section class="block-tracking" id="${id}"`);
  const next = html.indexOf('<section class="block-tracking"', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
};

describe('the tracking block', () => {
  it('posts plain HTML to the page it is on, back at the block, with labelled empty fields', async () => {
    const html = blockOf(await renderPage(), 'faq-tracking');
    expect(html).toContain(`<form method="post" action="${path}#faq-tracking"`);
    expect(html).toContain('novalidate=""');
    expect(html).toContain('<input type="hidden" name="intent" value="track-order"/>');
    expect(html).toContain('<input type="hidden" name="blockId" value="faq-tracking"/>');
    expect(html).toContain('<label for="faq-tracking-order">Bestellnummer</label>');
    expect(html).toContain('name="orderNumber" required="" maxLength="15" inputMode="numeric"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('block-tracking__result');
  });

  it('shows each error next to its field, wired for screen readers, and keeps what was typed', async () => {
    const html = await renderPage(lookup({ orderNumber: '12AB', email: 'anna@example' }));
    const block = blockOf(html, 'faq-tracking');
    expect(block).toMatch(
      /<input name="orderNumber"[^>]* id="faq-tracking-order" aria-invalid="true" aria-describedby="faq-tracking-order-error" value="12AB"\/>/,
    );
    expect(block).toContain(
      '<ul id="faq-tracking-order-error" class="form-errors"><li>Dieses Feld darf nur Ziffern enthalten</li></ul>',
    );
    expect(block).toMatch(/<input name="email"[^>]* aria-invalid="true" [^>]*value="anna@example"\/>/);
    expect(block).toContain('<li>Bitte gib eine gültige E-Mail-Adresse ein</li>');
    // The other tracking block on the page was not asked.
    expect(blockOf(html, 'other-tracking')).not.toContain('aria-invalid');
  });

  it('shows the delivery order found: status, window, area, items and total', async () => {
    const order = trackedOrder();
    const html = blockOf(
      await renderPage(
        lookup({ orderNumber: '100000101', email: 'anna.muster@example.at' }),
        async () => order,
      ),
      'faq-tracking',
    );
    expect(html).toContain(
      '<section tabindex="-1" class="block-tracking__result" aria-labelledby="faq-tracking-result-title">',
    );
    expect(html).toContain('<h3 id="faq-tracking-result-title">Bestellung 100000101</h3>');
    const text = textOf(html.slice(html.indexOf('block-tracking__result')));
    expect(text).toContain('Status Bestellt');
    expect(text).toContain('Bestellt am Sonntag, 22. November, 10:15');
    expect(text).toContain('Service Lieferung');
    expect(text).toContain('Lieferzeitfenster Mittwoch, 25. November, 10:00 – 12:00');
    expect(text).toContain('Lieferung nach 1070 Wien');
    expect(text).toContain('Artikel 5 Artikel');
    expect(text).toContain(`Gesamtsumme ${money(4_321)}`.replace(/\u00a0/g, ' '));
    expect(html).toContain('value="100000101"');
    // Past its cut-off (or a demo order without one), the block says nothing of cancelling.
    expect(text).not.toMatch(/stornier/);
  });

  it('names the store of a click & collect order, and says when no window is booked', async () => {
    const order = trackedOrder({
      destination: { serviceType: 'CLICK_AND_COLLECT', storeId: '10701', storeName: 'Neubau, Neubaugasse' },
      distributionWindow: null,
      lineItemCount: 1,
    });
    const text = textOf(
      blockOf(
        await renderPage(lookup({ orderNumber: '100000102', email: 'anna@example.at' }), async () => order),
        'faq-tracking',
      ),
    );
    expect(text).toContain('Service Click & Collect');
    expect(text).toContain('Abholzeitfenster Kein Zeitfenster gebucht');
    expect(text).toContain('Abholfiliale Neubau, Neubaugasse');
    expect(text).toContain('Artikel 1 Artikel');
  });

  it('says where a picked order is and shows its final bill line by line (issue 36)', async () => {
    const order = trackedOrder({ state: 'picked', finalBill: finalBill() });
    const html = blockOf(
      await renderPage(lookup({ orderNumber: '100000101', email: 'anna@example.at' }), async () => order),
      'faq-tracking',
    );
    expect(html).toContain('<h4 id="faq-tracking-final-bill">Endabrechnung</h4>');
    const text = textOf(html);
    expect(text).toContain('Status Gepackt, die Endabrechnung steht fest');
    expect(text).toContain('Bergkäse am Stück 480 g gewogen (bestellt 500 g) € 11,42');
    expect(text).toContain('Bauernbrot fehlt, nicht berechnet');
    expect(text).toContain('Abgebucht € 20,79');
    expect(text).toContain('Freigegeben € 2,21');
  });

  it('says a handed-over delivery is delivered', async () => {
    const order = trackedOrder({ state: 'handed_over', finalBill: finalBill() });
    const text = textOf(
      blockOf(
        await renderPage(lookup({ orderNumber: '100000101', email: 'anna@example.at' }), async () => order),
        'faq-tracking',
      ),
    );
    expect(text).toContain('Status Zugestellt');
  });

  it('says that no order was found in an alert above the button, and keeps the values', async () => {
    const html = blockOf(
      await renderPage(lookup({ orderNumber: '100000999', email: 'anna@example.at' }), async () => {
        throw new ApiError(404, 'ORDER_NOT_FOUND', 'not found');
      }),
      'faq-tracking',
    );
    expect(html).toContain('aria-describedby="faq-tracking-form-error"');
    expect(html).toContain(
      '<div role="alert" class="form-errors-region"><ul id="faq-tracking-form-error" class="form-errors"><li>Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfe beide Angaben.</li></ul></div>',
    );
    expect(html).toContain('value="100000999"');
    expect(html).toContain('value="anna@example.at"');
    expect(html).not.toContain('block-tracking__result');
  });
});

// Decision 0090: a guest cancels from the tracking block until the cut-off, with JavaScript off too.
describe('cancelling in the tracking block', () => {
  const cutOff = '2026-11-24T21:00:00.000Z';
  const cancellable = trackedOrder({ cancellableUntil: cutOff, total: 4_321 });
  const cancelled = trackedOrder({
    status: 'CANCELLED',
    state: 'cancelled',
    cancellation: {
      orderNumber: '100000101',
      status: 'CANCELLED',
      cancelledAt: '2026-11-23T08:00:00.000Z',
      providerAmount: 4_321,
      giftCardAmount: 0,
      currency: 'EUR',
      outcome: 'REFUNDED',
    },
  });
  const cancel = (fields: Record<string, string>) => ({
    intent: 'cancel-tracked-order',
    blockId: 'faq-tracking',
    ...fields,
  });
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('fills in the number the page was opened with (the guest order page), and never the e-mail', async () => {
    const html = blockOf(await renderPage(undefined, never, never, '100000101'), 'faq-tracking');
    expect(html).toMatch(/<input name="orderNumber"[^>]* value="100000101"\/>/);
    expect(html).not.toMatch(/<input name="email"[^>]* value=/);
  });

  it('offers a found order until its cut-off, and the question says what comes back, as a plain form', async () => {
    const html = blockOf(
      await renderPage(
        lookup({ orderNumber: '100000101', email: 'gast@example.at' }),
        async () => cancellable,
      ),
      'faq-tracking',
    );
    const text = plain(textOf(html));
    expect(text).toContain('Bis Dienstag, 24. November, 22:00 kannst du diese Bestellung stornieren.');
    expect(html).toContain(
      '<summary class="button button--secondary" aria-describedby="faq-tracking-cancel-hint">Bestellung stornieren</summary>',
    );
    expect(text).toContain('Möchtest du die Bestellung 100000101 wirklich stornieren?');
    expect(text).toContain(
      plain(`Die ${money(4_321)}, die wir abgebucht haben, buchen wir auf dein Zahlungsmittel zurück.`),
    );
    const form = html.slice(html.indexOf('<details class="block-tracking__cancel">'));
    expect(form).toContain('<form method="post" action="/service/faq#faq-tracking"');
    expect(form).toContain('<input type="hidden" name="intent" value="cancel-tracked-order"/>');
    expect(form).toContain('<input type="hidden" name="orderNumber" value="100000101"/>');
    expect(form).toContain('<input type="hidden" name="email" value="gast@example.at"/>');
    expect(form).toContain('Ja, Bestellung 100000101 stornieren</button>');
  });

  it('cancels with the number and e-mail, and shows the order cancelled with its refund', async () => {
    const asked: [string, string | undefined][] = [];
    const html = blockOf(
      await renderPage(
        cancel({ orderNumber: '100000101', email: 'gast@example.at' }),
        async () => cancelled,
        async (orderNumber, email) => asked.push([orderNumber, email]),
      ),
      'faq-tracking',
    );
    expect(asked).toEqual([['100000101', 'gast@example.at']]);
    const text = plain(textOf(html));
    expect(html).toContain(
      '<p class="block-tracking__cancelled" role="status">Deine Bestellung 100000101 ist storniert. Eine Bestätigung schicken wir dir per E-Mail.</p>',
    );
    expect(text).toContain('Status Storniert');
    expect(text).toContain('Du hast diese Bestellung am Montag, 23. November storniert.');
    expect(text).toContain(plain(`${money(4_321)} haben wir auf dein Zahlungsmittel zurückgebucht.`));
    expect(html).not.toContain('block-tracking__cancel"');
  });

  it('says beside the form why the API refused: the cut-off has passed', async () => {
    const html = blockOf(
      await renderPage(
        cancel({ orderNumber: '100000101', email: 'gast@example.at' }),
        async () => trackedOrder(),
        async () => {
          throw new ApiError(409, 'ORDER_CANCELLATION_CLOSED', 'closed');
        },
      ),
      'faq-tracking',
    );
    expect(html).toContain(
      '<p id="faq-tracking-cancel-refusal" class="form-error" role="alert">Diese Bestellung kann nicht mehr storniert werden: Der Bestellschluss ist vorbei, wir packen sie schon.</p>',
    );
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('<details');
  });

  it('says an order already cancelled is cancelled', async () => {
    const html = blockOf(
      await renderPage(
        cancel({ orderNumber: '100000101', email: 'gast@example.at' }),
        async () => cancelled,
        async () => {
          throw new ApiError(409, 'ORDER_ALREADY_CANCELLED', 'cancelled');
        },
      ),
      'faq-tracking',
    );
    expect(textOf(html)).toContain('Status Storniert');
    expect(html).not.toContain('ist storniert. Eine Bestätigung');
  });

  it('answers a wrong e-mail as the lookup does, and asks nothing more', async () => {
    const html = blockOf(
      await renderPage(cancel({ orderNumber: '100000101', email: 'wer@example.at' }), never, async () => {
        throw new ApiError(404, 'ORDER_NOT_FOUND', 'not found');
      }),
      'faq-tracking',
    );
    expect(html).toContain(
      '<li>Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfe beide Angaben.</li>',
    );
    expect(html).not.toContain('block-tracking__result');
  });
});

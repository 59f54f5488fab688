import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { de } from '../../../backend/src/seed/messages/de';
import { form } from '../../../tests/storefront/form-submission';
import { finalBill, settled, staffOrder } from '../../../tests/storefront/fulfilment-test-support';
import { getI18nInstance } from '~/i18n';
import { ApiError } from '~/services/api-errors.server';
import type { PickLineBody, StaffOrder } from '../../../backend/src/schemas/fulfilment.js';
import type { RefundBody } from '~/services/staff.server';
import { confirmPicked, pickLine, refund } from './pick-actions.server';

type Sent = { pickLine: [string, string, PickLineBody][]; refund: [string, RefundBody][] };

/** The German shop's texts and a staff client whose calls are recorded and answer `answer`. */
function contextAnswering(answer: () => Promise<unknown>) {
  const sent: Sent = { pickLine: [], refund: [] };
  const context = {
    t: getI18nInstance('de', de).t,
    tenant: { config: { clientRuntimeConfig: { locale: 'de-AT', currency: 'EUR' } } },
    staff: {
      pickLine: (orderNumber: string, lineId: string, body: PickLineBody) => {
        sent.pickLine.push([orderNumber, lineId, body]);
        return answer();
      },
      refund: (orderNumber: string, body: RefundBody) => {
        sent.refund.push([orderNumber, body]);
        return answer();
      },
      confirmPicked: answer,
    },
  } as unknown as AppLoadContext;
  return { context, sent };
}

const orderPath = '/personal/bestellungen/100000777';
const request = new Request(`http://shop.test${orderPath}`, { method: 'POST' });
const input = (
  context: AppLoadContext,
  fields: Record<string, string>,
  order: StaffOrder = staffOrder(),
) => ({
  context,
  request,
  order,
  orderPath,
  formData: form(fields),
});

type Answer = {
  data: { lineId?: string; result: { error?: Record<string, string[]> }; takeLess: number | null };
  init: ResponseInit | null;
};

describe('picking a line', () => {
  it('sends the weighed grams and comes back to the line', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    const answer = await settled(
      pickLine(input(context, { lineId: 'line-cheese', outcome: 'picked', pickedGrams: '480' })),
    );
    expect((answer as Response).headers.get('Location')).toBe(`${orderPath}#line-line-cheese`);
    expect(sent.pickLine).toEqual([['100000777', 'line-cheese', { outcome: 'picked', pickedGrams: 480 }]]);
  });

  it('asks for the weight of a weight article before asking the API', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    const answer = (await pickLine(input(context, { lineId: 'line-cheese', outcome: 'picked' }))) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error).toEqual({ pickedGrams: ['Gib das Gewicht in Gramm ein.'] });
    expect(sent.pickLine).toEqual([]);
  });

  it('says the most allowed beside the weight above the allowance and offers to take that', async () => {
    const { context } = contextAnswering(() =>
      Promise.reject(new ApiError(422, 'PICK_WEIGHT_ABOVE_ALLOWANCE', 'Too heavy', { maxGrams: 550 })),
    );
    const answer = (await pickLine(
      input(context, { lineId: 'line-cheese', outcome: 'picked', pickedGrams: '620' }),
    )) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.lineId).toBe('line-cheese');
    expect(answer.data.takeLess).toBe(550);
    expect(answer.data.result.error?.pickedGrams).toEqual([
      'Höchstens 550 g sind erlaubt, mehr deckt die Bestellung nicht. Nimm ein kleineres Stück oder nur 550 g.',
    ]);
  });

  it('marks a line missing without any amount', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    await settled(pickLine(input(context, { lineId: 'line-milk', outcome: 'missing', pickedQuantity: '3' })));
    expect(sent.pickLine).toEqual([['100000777', 'line-milk', { outcome: 'missing' }]]);
  });

  it('substitutes with the chosen product and its quantity', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    await settled(
      pickLine(
        input(context, {
          lineId: 'line-milk',
          outcome: 'substituted',
          substituteProductId: '2000789',
          pickedQuantity: '3',
        }),
      ),
    );
    expect(sent.pickLine).toEqual([
      [
        '100000777',
        'line-milk',
        { outcome: 'substituted', pickedQuantity: 3, substituteProductId: '2000789' },
      ],
    ]);
  });

  it('refuses a substitute without a choice beside the choice', async () => {
    const { context } = contextAnswering(async () => ({}));
    const answer = (await pickLine(
      input(context, { lineId: 'line-milk', outcome: 'substituted' }),
    )) as Answer;
    expect(answer.data.result.error).toEqual({ substituteProductId: ['Wähle einen Ersatzartikel.'] });
  });

  it('substitutes a weight article with the weighed grams of the substitute', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    await settled(
      pickLine(
        input(context, {
          lineId: 'line-cheese',
          outcome: 'substituted',
          substituteProductId: '1000999',
          pickedGrams: '480',
        }),
      ),
    );
    expect(sent.pickLine).toEqual([
      [
        '100000777',
        'line-cheese',
        { outcome: 'substituted', pickedGrams: 480, substituteProductId: '1000999' },
      ],
    ]);
  });

  it('asks for the weight of a weight article’s substitute before asking the API', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    const answer = (await pickLine(
      input(context, { lineId: 'line-cheese', outcome: 'substituted', substituteProductId: '1000999' }),
    )) as Answer;
    expect(answer.data.result.error).toEqual({ pickedGrams: ['Gib das Gewicht in Gramm ein.'] });
    expect(sent.pickLine).toEqual([]);
  });

  it('says the most allowed beside a substitute weighed above the allowance', async () => {
    const { context } = contextAnswering(() =>
      Promise.reject(new ApiError(422, 'PICK_WEIGHT_ABOVE_ALLOWANCE', 'Too heavy', { maxGrams: 540 })),
    );
    const answer = (await pickLine(
      input(context, {
        lineId: 'line-cheese',
        outcome: 'substituted',
        substituteProductId: '1000999',
        pickedGrams: '600',
      }),
    )) as Answer;
    expect(answer.data.takeLess).toBe(540);
    expect(answer.data.result.error?.pickedGrams?.[0]).toMatch(/^Höchstens 540 g sind erlaubt/);
  });

  it('says which kind of substitute a line takes beside the choice', async () => {
    const { context } = contextAnswering(() =>
      Promise.reject(
        new ApiError(422, 'SUBSTITUTION_NOT_ALLOWED', 'Other kind', { reason: 'NOT_SOLD_BY_WEIGHT' }),
      ),
    );
    const answer = (await pickLine(
      input(context, {
        lineId: 'line-cheese',
        outcome: 'substituted',
        substituteProductId: '2000789',
        pickedGrams: '500',
      }),
    )) as Answer;
    expect(answer.data.result.error).toEqual({
      substituteProductId: [
        'Einen Artikel nach Gewicht ersetzt du durch einen, der auch nach Gewicht verkauft wird.',
      ],
    });
  });

  it('leaves the page with 403 for another store’s order', async () => {
    const { context } = contextAnswering(() => Promise.reject(new ApiError(403, 'STAFF_FORBIDDEN', 'No')));
    const thrown = await settled(
      pickLine(input(context, { lineId: 'line-milk', outcome: 'picked', pickedQuantity: '3' })),
    );
    expect((thrown as { init: ResponseInit }).init.status).toBe(403);
  });
});

describe('confirming picked', () => {
  it('says which lines are still open when the API refuses', async () => {
    const { context } = contextAnswering(() => Promise.reject(new ApiError(422, 'PICK_LINES_OPEN', 'Open')));
    const answer = (await confirmPicked(input(context, { intent: 'picked' }))) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.result.error?.['']).toEqual([
      'Es sind noch Positionen offen: Markiere jede als gepickt, fehlend oder ersetzt.',
    ]);
  });
});

describe('a store manager’s refund', () => {
  const handedOver = staffOrder({ state: 'handed_over', bill: finalBill() });

  it('sends euros as cents with the reason', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    await settled(refund(input(context, { amount: '4,50', reason: 'Joghurt beschädigt' }, handedOver)));
    expect(sent.refund).toEqual([['100000777', { amount: 450, reason: 'Joghurt beschädigt' }]]);
  });

  it('says beside the amount how much is left to refund', async () => {
    const { context } = contextAnswering(() =>
      Promise.reject(new ApiError(409, 'REFUND_ABOVE_CAPTURED', 'Too much')),
    );
    const answer = (await refund(
      input(context, { amount: '30', reason: 'Alles verdorben' }, handedOver),
    )) as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data.result.error?.amount?.[0]).toMatch(
      /^Das ist mehr, als abgebucht wurde: Höchstens €\s20,79 kannst du noch erstatten\.$/,
    );
  });

  it('refuses an amount that is no amount before asking the API', async () => {
    const { context, sent } = contextAnswering(async () => ({}));
    const answer = (await refund(input(context, { amount: '4,5x', reason: '' }, handedOver))) as Answer;
    expect(answer.data.result.error).toEqual({
      amount: ['Gib einen Betrag wie 4,50 ein.'],
      reason: ['Gib den Grund an.'],
    });
    expect(sent.refund).toEqual([]);
  });
});

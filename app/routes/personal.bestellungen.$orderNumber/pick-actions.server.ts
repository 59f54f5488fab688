import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { fulfilmentErrorCodes, type StaffOrder } from '../../../backend/src/schemas/fulfilment.js';
import { formatMoney } from '~/utils/money';
import { staffRefusal } from '~/routes/personal/staff-session.server';
import { createPickLineSchema, createRefundSchema, type PickIntent } from './pick-form-schemas';

type PickActionInput = {
  context: AppLoadContext;
  request: Request;
  order: StaffOrder;
  orderPath: string;
  formData: FormData;
};

// Each refusal of the fulfilment API, said in the staff's words.
const refusalKeys: Record<string, string> = {
  [fulfilmentErrorCodes.substitutionNotAllowed]: 'staff.pick.substitutionNotAllowed',
  [fulfilmentErrorCodes.substituteNotFound]: 'staff.pick.substituteNotFound',
  [fulfilmentErrorCodes.pickLineInvalid]: 'staff.pick.lineInvalid',
  [fulfilmentErrorCodes.orderNotPicking]: 'staff.pick.notPicking',
  [fulfilmentErrorCodes.orderStateConflict]: 'staff.stateConflict',
  [fulfilmentErrorCodes.pickLinesOpen]: 'staff.picked.linesOpen',
  [fulfilmentErrorCodes.refundNotAllowed]: 'staff.refund.notAllowed',
};

// A substitute of the wrong kind: a weight line takes one sold by weight, a counted line a counted one.
const substituteKindKeys: Record<string, string> = {
  NOT_SOLD_BY_WEIGHT: 'staff.pick.substituteByWeight',
  WEIGHT_ARTICLE: 'staff.pick.substituteCounted',
};

function refusalKeyOf(error: ApiError) {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (error.code === fulfilmentErrorCodes.substitutionNotAllowed && typeof reason === 'string')
    return substituteKindKeys[reason] ?? refusalKeys[error.code]!;
  return refusalKeys[error.code] ?? 'staff.failed';
}

/** An API refusal as the form's error (or one field's); 401 and 403 leave the page. */
function refused(
  input: PickActionInput,
  intent: PickIntent,
  submission: Submission<unknown> | null,
  error: unknown,
  field?: string,
) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401 || error.status === 403)
    staffRefusal(input.context, input.request, error);
  const message = input.context.t(refusalKeyOf(error));
  const result = submission?.reply(
    field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] },
  ) ?? {
    status: 'error' as const,
    error: { '': [message] },
  };
  return data(
    { intent, lineId: input.formData.get('lineId')?.toString(), result, takeLess: null },
    {
      status: error.status === 409 ? 409 : 422,
    },
  );
}

const money = (context: AppLoadContext, amount: number) => {
  const { locale, currency } = context.tenant.config.clientRuntimeConfig;
  return formatMoney(amount, { locale, currency });
};

export async function startPicking(input: PickActionInput) {
  try {
    await input.context.staff.startPicking(input.order.orderNumber);
  } catch (error) {
    return refused(input, 'start-picking', null, error);
  }
  throw redirect(input.orderPath);
}

/** Picked, missing or substituted; a weight above the allowance is refused with the most allowed. */
export async function pickLine(input: PickActionInput) {
  const { context, order, formData } = input;
  const line = order.lines.find((candidate) => candidate.lineId === formData.get('lineId'));
  const submission = parseWithZod(formData, { schema: createPickLineSchema(context.t, line) });
  const lineId = line?.lineId;
  if (submission.status !== 'success' || !line)
    return data(
      { intent: 'pick-line' as const, lineId, result: submission.reply(), takeLess: null },
      { status: 400 },
    );
  const { outcome, pickedGrams, pickedQuantity, substituteProductId } = submission.value;
  try {
    await context.staff.pickLine(order.orderNumber, line.lineId, {
      outcome,
      ...(outcome === 'missing' ? {} : { pickedGrams, pickedQuantity }),
      ...(outcome === 'substituted' ? { substituteProductId } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === fulfilmentErrorCodes.pickWeightAboveAllowance) {
      const maxGrams = Number(
        (error.details as { maxGrams?: unknown } | undefined)?.maxGrams ?? line.maxGrams,
      );
      const message = context.t('staff.pick.aboveAllowance', { max: maxGrams });
      const result = submission.reply({ fieldErrors: { pickedGrams: [message] } });
      return data({ intent: 'pick-line' as const, lineId, result, takeLess: maxGrams }, { status: 422 });
    }
    const field =
      error instanceof ApiError &&
      (error.code === fulfilmentErrorCodes.substitutionNotAllowed ||
        error.code === fulfilmentErrorCodes.substituteNotFound)
        ? 'substituteProductId'
        : undefined;
    return refused(input, 'pick-line', submission, error, field);
  }
  // Back at the line just done: a handheld without JavaScript keeps its place in the list.
  throw redirect(`${input.orderPath}#line-${line.lineId}`);
}

/** "Kommissioniert": the API captures the picked total and releases the rest. */
export async function confirmPicked(input: PickActionInput) {
  const { context, order, request } = input;
  try {
    await context.staff.confirmPicked(order.orderNumber);
  } catch (error) {
    return refused(input, 'picked', null, error);
  }
  throw await redirectWithToast(
    input.orderPath,
    { type: 'success', message: context.t('staff.picked.done', { number: order.orderNumber }) },
    { request },
  );
}

export async function handOver(input: PickActionInput) {
  const { context, order, request } = input;
  try {
    await context.staff.handOver(order.orderNumber);
  } catch (error) {
    return refused(input, 'handed-over', null, error);
  }
  throw await redirectWithToast(
    input.orderPath,
    { type: 'success', message: context.t('staff.handOver.done', { number: order.orderNumber }) },
    { request },
  );
}

/** A store manager's refund after handover, never above what was captured less earlier refunds. */
export async function refund(input: PickActionInput) {
  const { context, order, request, formData } = input;
  const submission = parseWithZod(formData, { schema: createRefundSchema(context.t) });
  if (submission.status !== 'success')
    return data(
      { intent: 'refund' as const, lineId: undefined, result: submission.reply(), takeLess: null },
      {
        status: 400,
      },
    );
  try {
    await context.staff.refund(order.orderNumber, submission.value);
  } catch (error) {
    if (error instanceof ApiError && error.code === fulfilmentErrorCodes.refundAboveCaptured) {
      const bill = order.bill;
      const left = bill
        ? (bill.captured ?? 0) - bill.refunds.reduce((sum, one) => sum + one.amount, 0)
        : null;
      const message =
        left === null
          ? context.t('staff.refund.aboveCaptured')
          : context.t('staff.refund.aboveCapturedBy', { max: money(context, Math.max(0, left)) });
      const result = submission.reply({ fieldErrors: { amount: [message] } });
      return data({ intent: 'refund' as const, lineId: undefined, result, takeLess: null }, { status: 409 });
    }
    return refused(input, 'refund', submission, error);
  }
  throw await redirectWithToast(
    input.orderPath,
    {
      type: 'success',
      message: context.t('staff.refund.done', { amount: money(context, submission.value.amount) }),
    },
    { request },
  );
}

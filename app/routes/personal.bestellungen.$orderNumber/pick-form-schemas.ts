import type { TFunction } from 'i18next';
import { z } from 'zod';
import { pickOutcomeValues } from '../../../backend/src/schemas/fulfilment.js';

// Issue 36: the forms of one order's pick list. Checked on the server only (decision 0031);
// the API checks the same again and more (the allowance, substitution allowed).

export const pickIntents = ['start-picking', 'pick-line', 'picked', 'handed-over', 'refund'] as const;
export type PickIntent = (typeof pickIntents)[number];

export const orderNumberSchema = z.string().regex(/^\d{1,20}$/);

/** The line as the form needs to know it: weighed or counted. */
export type LineKind = { isWeightArticle: boolean };

const wholeNumber = (t: TFunction, min: number) =>
  z.coerce
    .number({ invalid_type_error: t('staff.pick.wholeNumber') })
    .int(t('staff.pick.wholeNumber'))
    .min(min, t('staff.pick.atLeast', { min }))
    .max(100_000, t('staff.pick.wholeNumber'));

/** One line picked, missing or substituted; a weight article, picked or substituted, needs its weight. */
export function createPickLineSchema(t: TFunction, line: LineKind | undefined) {
  return z
    .object({
      lineId: z.string().min(1),
      outcome: z.enum(pickOutcomeValues, { message: t('staff.pick.chooseOutcome') }),
      // conform reads an empty field as undefined.
      pickedGrams: wholeNumber(t, 1).optional(),
      pickedQuantity: wholeNumber(t, 0).optional(),
      substituteProductId: z.string().max(100).optional(),
    })
    .superRefine((value, context) => {
      if (value.outcome !== 'missing' && line?.isWeightArticle && value.pickedGrams === undefined)
        context.addIssue({ code: 'custom', path: ['pickedGrams'], message: t('staff.pick.weightRequired') });
      if (value.outcome === 'substituted' && !value.substituteProductId)
        context.addIssue({
          code: 'custom',
          path: ['substituteProductId'],
          message: t('staff.pick.chooseSubstitute'),
        });
    });
}

/** "12,50" or "12.50" euros into cents; at most two decimals. */
const euroAmount = (t: TFunction) =>
  z
    .string({ required_error: t('staff.refund.amountRequired') })
    .trim()
    .min(1, t('staff.refund.amountRequired'))
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, t('staff.refund.amountFormat'))
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
    .refine((cents) => cents > 0, t('staff.refund.amountFormat'));

/** A store manager's refund after handover: an amount and the reason the shopper reads. */
export function createRefundSchema(t: TFunction) {
  return z.object({
    amount: euroAmount(t),
    reason: z
      .string({ required_error: t('staff.refund.reasonRequired') })
      .trim()
      .min(1, t('staff.refund.reasonRequired'))
      .max(200, t('validation.maxLength', { 0: 200 })),
  });
}

/** The substitute search of one line: a plain GET form, results listed to choose from. */
export const substituteSearchSchema = z.object({
  suche: z.string().trim().min(2).max(100).optional().catch(undefined),
  fuer: z.string().min(1).max(100).optional().catch(undefined),
});

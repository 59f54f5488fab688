import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { physicalCardErrorCodes } from '../../../backend/src/schemas/physical-card.js';
import { ApiError } from '~/services/api-errors.server';
import { isUnauthenticated, redirectToLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { requireRoutePath } from '~/utils/route-paths.server';
import {
  newCardAddressSchema,
  physicalCardIntents,
  savedCardAddressSchema,
  type PhysicalCardIntent,
} from './physical-card-form-schemas';

// Issue 35 (decision 0082): the order page's two forms. The API decides who may order and takes
// one order per card; its refusals come back as a message above the form that was sent.

const refusalKeys: Record<string, string> = {
  [physicalCardErrorCodes.alreadyOrdered]: 'physicalCard.error.alreadyOrdered',
  [physicalCardErrorCodes.alreadySent]: 'physicalCard.error.alreadySent',
  [physicalCardErrorCodes.notMember]: 'physicalCard.error.notMember',
  [physicalCardErrorCodes.unavailable]: 'physicalCard.error.unavailable',
  [customerErrorCodes.addressNotFound]: 'physicalCard.error.addressChoice',
};

export type PhysicalCardActionData = {
  intent: PhysicalCardIntent | null;
  result: SubmissionResult<string[]>;
};

const refuse = (intent: PhysicalCardIntent | null, result: SubmissionResult<string[]>) =>
  data<PhysicalCardActionData>({ intent, result }, { status: 400 });

export async function orderPhysicalCardAction(context: AppLoadContext, request: Request, formData: FormData) {
  const { t } = context;
  const intent = parseWithZod(formData, { schema: intentSchema(physicalCardIntents, t) });
  if (intent.status !== 'success') return refuse(null, intent.reply());
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  const submission =
    intent.value === 'card-saved-address'
      ? parseWithZod(formData, { schema: savedCardAddressSchema(t) })
      : parseWithZod(formData, { schema: newCardAddressSchema(t, locale) });
  if (submission.status !== 'success') return refuse(intent.value, submission.reply());
  const value = submission.value;
  try {
    await context.physicalCard.order(
      'addressId' in value ? { addressId: value.addressId } : { address: value },
    );
  } catch (error) {
    if (isUnauthenticated(error)) throw await redirectToLogin(context, request);
    if (!(error instanceof ApiError)) throw error;
    const key = refusalKeys[error.code] ?? 'physicalCard.error.general';
    return refuse(intent.value, submission.reply({ formErrors: [t(key)] }));
  }
  throw redirect(await requireRoutePath(context, request, 'order-physical-card-confirmation'));
}

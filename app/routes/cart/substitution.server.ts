import { data, type AppLoadContext } from '@remix-run/node';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { redirectWithToast } from '~/sessions.server';
import { substitutionFormSchema } from './cart-form-schemas.server';
import { submitCartForm } from './cart-actions.server';

const intent = 'set-substitution';

/** Decision 0049: a fetcher (`stay`) gets the outcome as data; a plain form post comes back to the cart. */
export async function setSubstitution(
  { cart, t }: AppLoadContext,
  request: Request,
  formData: FormData,
  back: string,
) {
  let answer: Cart | undefined;
  const outcome = await submitCartForm(
    formData,
    substitutionFormSchema(t),
    async ({ lineItemId, substitutionAllowed }) => {
      answer = await cart.setSubstitutionAllowed(lineItemId, substitutionAllowed);
    },
    () => ({ formErrors: [t('shoppingCart.substitution.lineGone')] }),
  );
  if (outcome.status === 'refused') return data({ intent, result: outcome.result }, { status: 400 });
  const { lineItemId, substitutionAllowed, stay } = outcome.value;
  if (stay) return data({ intent, result: undefined });
  const line = [...(answer?.productLineItems ?? []), ...(answer?.unavailableLineItems ?? [])].find(
    (candidate) => candidate.lineItemId === lineItemId,
  );
  const key = substitutionAllowed ? 'savedAllowed' : 'savedRefused';
  const message = t(`shoppingCart.substitution.${key}`, { name: line?.product.name ?? '' });
  return redirectWithToast(back, { type: 'success', message }, { request });
}

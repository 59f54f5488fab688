import type { AppLoadContext } from '@remix-run/node';
import { paymentMethodErrorCodes } from '../../../backend/src/schemas/payment-methods.js';
import { ApiError } from '~/services/api-errors.server';
import { withLogin } from '~/utils/auth.server';
import { backToSection, paymentMethodErrorMessage } from './payment-method-actions.server';
import { cardPageReturnOf } from './payment-method-form-schemas';

/**
 * §2 payment-return: the provider's card page came back here. The API keeps the card the page
 * tokenized, once however often the return is opened (a reload, the back button, a replay): the
 * card shows in the list with a toast. A declined or cancelled page, or a return that is not
 * this customer's, answers the message shown beside "Karte hinzufügen"; nothing is stored.
 */
export async function keepCardOfReturn(
  context: AppLoadContext,
  request: Request,
): Promise<Response | { refusal: string } | undefined> {
  const cardPage = cardPageReturnOf(new URL(request.url).searchParams);
  if (cardPage === undefined) return undefined;
  if (cardPage === null)
    return { refusal: context.t(`paymentMethods.error.${paymentMethodErrorCodes.requestNotFound}`) };
  try {
    await withLogin(context, request, () => context.paymentMethods.keepCardOfPage(cardPage.checkoutId));
  } catch (error) {
    // withLogin has turned a lost session into the way to login; 5xx are the error page's.
    if (!(error instanceof ApiError)) throw error;
    return { refusal: paymentMethodErrorMessage(error, context.t) };
  }
  return backToSection(request, context.t('paymentMethods.added'));
}

import type { TFunction } from 'i18next';
import { checkoutErrorCodes } from '../../../backend/src/schemas/checkout-codes.js';
import { cartCodeMessageKey } from '~/routes/cart/cart-rules';

// §2, §4: checkout comes back with paymentError=<code> or generalError.

const cancelledStatuses = new Set(['CANCELLED', 'CANCELLED_BY_CONSUMER']);
const cartCode = /^\d{3}$/;
// §5 error code: at most 180 characters; a provider's codes and statuses are words and digits.
const providerCode = /^[\w-]{1,180}$/;

export function paymentErrorMessage(t: TFunction, query: URLSearchParams): string | null {
  const code = query.get('paymentError');
  if (code !== null && providerCode.test(code)) {
    if (cancelledStatuses.has(code)) return t('checkout.paymentCancelled');
    if (code === checkoutErrorCodes.paymentBrandNotOffered) return t('checkout.brandNotOffered');
    if (cartCode.test(code)) return t(cartCodeMessageKey(code));
    return t('checkout.paymentError', { code });
  }
  if (code !== null) return t('checkout.generalError');
  return query.has('generalError') ? t('checkout.generalError') : null;
}

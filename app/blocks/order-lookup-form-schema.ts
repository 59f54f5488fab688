import type { TFunction } from 'i18next';
import { orderLookupSchemaOf } from '../../backend/src/schemas/orders.js';
import { translatedFieldRules } from '~/utils/field-rules';

/** §1 tracking block: order number (§5: digits only, max 15) and e-mail, in the shopper's language. */
export function createOrderLookupSchema(t: TFunction) {
  return orderLookupSchemaOf(translatedFieldRules(t));
}

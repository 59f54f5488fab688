import type { TFunction } from 'i18next';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';

type Stock = Pick<ProductSummary, 'availability' | 'orderability' | 'ageRestriction'>;

/** Whether the cart may offer this product at all (§3 availability and orderability). */
export function canBeOrdered(product: Stock): boolean {
  return (
    (product.availability === 'available' || product.availability === 'ageRestricted') &&
    product.orderability !== 'CanNotBeOrdered'
  );
}

/** §3: most important first: not orderable, else the age limit, else in stock. */
export function availabilityText(product: Stock, t: TFunction): string {
  if (product.availability === 'unavailable' || product.availability === 'temporarilyUnavailable')
    return t(`product.availability.${product.availability}`);
  if (product.orderability === 'CanNotBeOrdered') return t('product.orderability.CanNotBeOrdered');
  if (product.ageRestriction !== null || product.availability === 'ageRestricted')
    return t('product.availability.ageRestricted', { age: product.ageRestriction ?? 18 });
  if (product.orderability === 'IsOrdered') return t('product.orderability.IsOrdered');
  return t('product.availability.available');
}

/** A tone for styling only; the text above carries the meaning. */
export function availabilityTone(product: Stock): 'ok' | 'restricted' | 'unavailable' {
  if (!canBeOrdered(product)) return 'unavailable';
  return product.ageRestriction !== null || product.availability === 'ageRestricted' ? 'restricted' : 'ok';
}

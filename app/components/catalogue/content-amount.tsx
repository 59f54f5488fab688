import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { useMoneyFormat } from '~/utils/money';

/** "1,5 l", "500 g", "6 Stück": the value in the tenant's number format (§9). */
export function useContentAmount(): (amount: ProductSummary['contentAmount']) => string {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return (amount) => t(`product.amount.${amount.unit}`, { value: number.format(amount.value) });
}

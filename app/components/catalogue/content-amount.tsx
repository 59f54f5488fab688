import type { TFunction } from 'i18next';
import { useTranslation } from '~/utils/use-translation';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { useMoneyFormat } from '~/utils/money';
import { numberFormat } from '~/utils/intl-formats';

type ContentAmount = ProductSummary['contentAmount'];

/** "1,5 l", "500 g", "6 Stück": the value in the locale's number format (§9). */
export function formatContentAmount(amount: ContentAmount, locale: string, t: TFunction): string {
  const value = numberFormat(locale, { maximumFractionDigits: 3 }).format(amount.value);
  return t(`product.amount.${amount.unit}`, { value });
}

export function useContentAmount(): (amount: ContentAmount) => string {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  return (amount) => formatContentAmount(amount, locale, t);
}

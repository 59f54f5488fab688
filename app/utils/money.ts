import { numberFormat } from './intl-formats';
import { useRootData } from './root-data';

export type MoneyFormat = { locale: string; currency: string };

const formatterFor = ({ locale, currency }: MoneyFormat) =>
  numberFormat(locale, { style: 'currency', currency });

/** §9: money travels in minor units and is divided by 100 for display, in the tenant's format. */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  return formatterFor(format).format(minorUnits / 100);
}

export function useMoneyFormat(): MoneyFormat {
  const shop = useRootData()?.shop;
  return { locale: shop?.locale ?? 'de-AT', currency: shop?.currency ?? 'EUR' };
}

export function useFormatMoney(): (minorUnits: number) => string {
  const format = useMoneyFormat();
  return (minorUnits) => formatMoney(minorUnits, format);
}

import type { TFunction } from 'i18next';
import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { numberFormat } from '~/utils/intl-formats';

type Ingredient = RecipeDetail['ingredients'][number];

/** Rounded to what a kitchen measures: whole from 10 on, halves and quarters below. */
export function scaleQuantity(quantity: number, baseServings: number, servings: number): number {
  const scaled = (quantity * servings) / baseServings;
  if (scaled >= 10) return Math.round(scaled);
  const quarters = Math.round(scaled * 4) / 4;
  if (quarters > 0 && Math.abs(quarters - scaled) < 0.01) return quarters;
  return Math.round(scaled * 100) / 100;
}

/** "1,5", "250", "0,25" in the shop's locale (§9 number format). */
export function formatQuantity(quantity: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(quantity);
}

export function ingredientText(ingredient: Ingredient, quantity: number | null, locale: string): string {
  return [quantity === null ? null : formatQuantity(quantity, locale), ingredient.unit, ingredient.name]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

/** "45 Minuten", "1 Stunde 15 Minuten": durations written out, so they read well aloud too. */
export function formatDuration(totalMinutes: number, t: TFunction): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('recipes.duration.minutes', { count: minutes });
  if (minutes === 0) return t('recipes.duration.hours', { count: hours });
  return t('recipes.duration.hoursAndMinutes', {
    hours: t('recipes.duration.hours', { count: hours }),
    minutes: t('recipes.duration.minutes', { count: minutes }),
  });
}

export function isoDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`;
}

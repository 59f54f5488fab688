import { describe, expect, it } from 'vitest';
import '../../../tests/storefront/console-guard';
import { de } from '../../../backend/src/seed/messages/de.js';
import { en } from '../../../backend/src/seed/messages/en.js';
import { getI18nInstance } from '~/i18n';
import { formatDuration, formatQuantity, ingredientText, isoDuration, scaleQuantity } from './recipe-format';

const flour = { quantity: 250, unit: 'g', name: 'Mehl', product: null };

describe('recipe quantities', () => {
  it('formats quantities in the locale', () => {
    expect(formatQuantity(1.5, 'de-AT')).toBe('1,5');
    expect(formatQuantity(0.25, 'de-AT')).toBe('0,25');
    expect(formatQuantity(1.5, 'en-GB')).toBe('1.5');
    expect(formatQuantity(1250, 'de-DE')).toBe('1.250');
  });

  it('writes quantity, unit and name, leaving out what the recipe has not', () => {
    expect(ingredientText(flour, 250, 'de-AT')).toBe('250 g Mehl');
    expect(ingredientText({ ...flour, unit: null, name: 'Eier' }, 2, 'de-AT')).toBe('2 Eier');
    expect(ingredientText({ ...flour, quantity: null, unit: null, name: 'Salz' }, null, 'de-AT')).toBe(
      'Salz',
    );
    expect(ingredientText({ ...flour, unit: 'l', name: 'Milch' }, 0.5, 'de-AT')).toBe('0,5 l Milch');
  });

  it('scales to other servings and rounds to what a kitchen measures', () => {
    expect(scaleQuantity(250, 4, 2)).toBe(125);
    expect(scaleQuantity(3, 4, 2)).toBe(1.5);
    expect(scaleQuantity(1, 4, 3)).toBe(0.75);
    expect(scaleQuantity(1, 3, 2)).toBe(0.67);
    expect(scaleQuantity(100, 3, 1)).toBe(33);
  });
});

describe('recipe durations', () => {
  const tDe = getI18nInstance('de', de).t;
  const tEn = getI18nInstance('en', en).t;

  it('writes minutes and hours out in the language', () => {
    expect(formatDuration(1, tDe)).toBe('1 Minute');
    expect(formatDuration(45, tDe)).toBe('45 Minuten');
    expect(formatDuration(60, tDe)).toBe('1 Stunde');
    expect(formatDuration(75, tDe)).toBe('1 Stunde 15 Minuten');
    expect(formatDuration(150, tEn)).toBe('2 hours 30 minutes');
  });

  it('gives ISO 8601 durations for schema.org', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(75)).toBe('PT1H15M');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

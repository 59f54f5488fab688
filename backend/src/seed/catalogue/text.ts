import type { Language } from './shelf-types.js';

const transliterations: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  é: 'e',
  è: 'e',
  à: 'a',
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßéèà]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function formatDecimal(value: number, language: Language): string {
  const text = String(Math.round(value * 100) / 100);
  return language === 'de' ? text.replace('.', ',') : text;
}

export function joinList(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'de' ? 'und' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Days after a start date as an ISO date (UTC, so the time zone never shifts it). */
export function isoDateAfter(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

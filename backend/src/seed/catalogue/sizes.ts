import type { Language } from './shelf-types.js';
import { formatDecimal } from './text.js';

type ContentUnit = 'g' | 'kg' | 'ml' | 'l' | 'piece';

export type Size =
  | { kind: 'pack'; code: string; count: number; each: number; unit: ContentUnit }
  | { kind: 'weight'; code: string }
  | { kind: 'weightPiece'; code: string; grams: number };

const unitOf: Record<string, ContentUnit> = { g: 'g', kg: 'kg', ml: 'ml', l: 'l', st: 'piece' };

export function parseSize(code: string): Size {
  if (code === 'kg') return { kind: 'weight', code };
  const piece = /^~(\d+)g$/.exec(code);
  if (piece) return { kind: 'weightPiece', code, grams: Number(piece[1]) };
  const pack = /^(?:(\d+)x)?(\d+(?:\.\d+)?)(g|kg|ml|l|st)$/.exec(code);
  if (!pack) throw new Error(`unknown size code ${code}`);
  return { kind: 'pack', code, count: Number(pack[1] ?? 1), each: Number(pack[2]), unit: unitOf[pack[3]!]! };
}

export function baseAmount(value: number, unit: ContentUnit): number {
  return unit === 'g' || unit === 'ml' ? value / 1000 : value;
}

export function unitPriceUnitOf(unit: ContentUnit): 'kg' | 'l' | 'piece' {
  return unit === 'g' || unit === 'kg' ? 'kg' : unit === 'ml' || unit === 'l' ? 'l' : 'piece';
}

export function formatAmount(value: number, unit: ContentUnit, language: Language): string {
  if (unit === 'piece') {
    const word = language === 'de' ? 'Stück' : value === 1 ? 'piece' : 'pieces';
    return `${value} ${word}`;
  }
  return `${formatDecimal(value, language)} ${unit}`;
}

/** The label on the pack: "6 x 1,5 l", "500 g", "ca. 250 g". Weight articles have none. */
export function sizeLabel(size: Size, language: Language): string | null {
  if (size.kind === 'weight') return null;
  if (size.kind === 'weightPiece') return `${language === 'de' ? 'ca.' : 'approx.'} ${size.grams} g`;
  const each = formatAmount(size.each, size.unit, language);
  return size.count > 1 ? `${size.count} x ${each}` : each;
}

/** A shelf price: ends in 9 (x,x9 €), larger amounts in ,49 or ,99. */
export function shelfPrice(cents: number): number {
  if (cents < 5_000) return Math.max(19, Math.round(cents / 10) * 10 - 1);
  return Math.round(cents / 50) * 50 - 1;
}

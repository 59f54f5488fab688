import type { SearchType } from '../../../backend/src/schemas/catalogue.js';
import type { ClientConfigs } from '../../../backend/src/schemas/content.js';

export type FlapOutConfig = NonNullable<ClientConfigs['searchflapout']>;
export type FlapOutTypeConfig = FlapOutConfig['types'][number];
export type ColumnRatio = readonly [number, number];

const GRID_COLUMNS = 12;
const DEFAULT_RATIO: ColumnRatio = [6, 6];

/** §2: columnRatio is two widths of the 12-column grid split by a slash; anything else is 6/6. */
export function parseColumnRatio(ratio: string | undefined): ColumnRatio {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(ratio ?? '');
  if (!match) return DEFAULT_RATIO;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first < 1 || second < 1 || first + second !== GRID_COLUMNS) return DEFAULT_RATIO;
  return [first, second];
}

export type FlapOutColumn = { span: number; types: FlapOutTypeConfig[] };

/** §2, §3: odd orders in the first column, even in the second; an empty column gives up its width. */
export function flapOutColumns(
  config: FlapOutConfig | undefined,
  enabled: readonly SearchType[],
): FlapOutColumn[] {
  const types: FlapOutTypeConfig[] = config
    ? config.types.filter((entry) => enabled.includes(entry.type))
    : enabled.map((type, index) => ({ type, order: index + 1, emptyResultsContent: '' }));
  const sorted = [...types].sort((a, b) => a.order - b.order);
  const [firstSpan, secondSpan] = parseColumnRatio(config?.columnRatio);
  const columns = [
    { span: firstSpan, types: sorted.filter((entry) => entry.order % 2 === 1) },
    { span: secondSpan, types: sorted.filter((entry) => entry.order % 2 === 0) },
  ].filter((column) => column.types.length > 0);
  return columns.length === 1 ? [{ ...columns[0]!, span: GRID_COLUMNS }] : columns;
}

/** The types in display order (the search page's tabs follow the flap-out's order). */
export function orderedSearchTypes(
  config: FlapOutConfig | undefined,
  enabled: readonly SearchType[],
): SearchType[] {
  if (!config) return [...enabled];
  const orderOf = new Map(config.types.map((entry) => [entry.type, entry.order]));
  return [...enabled].sort(
    (a, b) => (orderOf.get(a) ?? Number.MAX_SAFE_INTEGER) - (orderOf.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** §3 emptyResultsContent of a type, if the config has one. */
export function emptyResultsContent(config: FlapOutConfig | undefined, type: SearchType): string | undefined {
  return config?.types.find((entry) => entry.type === type)?.emptyResultsContent || undefined;
}

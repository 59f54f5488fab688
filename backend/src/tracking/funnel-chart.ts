import type { FunnelDay } from './funnel.js';

const steps = [
  { key: 'sessions', label: 'Sessions', color: '#1f5f8b' },
  { key: 'productViews', label: 'Product views', color: '#3f8fc0' },
  { key: 'addsToCart', label: 'Adds to cart', color: '#6aae3a' },
  { key: 'checkoutsBegun', label: 'Checkouts begun', color: '#e0a526' },
  { key: 'orders', label: 'Orders', color: '#c2452d' },
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Issue 37: the funnel per day as grouped bars, a small self-contained SVG (no script, no fonts to load). */
export function funnelChartSvg(days: FunnelDay[]): string {
  const groupWidth = steps.length * 12 + 16;
  const chartHeight = 160;
  const left = 40;
  const width = Math.max(500, left + days.length * groupWidth + 10);
  const height = chartHeight + 70;
  const highest = Math.max(1, ...days.flatMap((day) => steps.map((step) => day[step.key])));
  const bars = days.flatMap((day, dayIndex) =>
    steps.map((step, stepIndex) => {
      const value = day[step.key];
      const barHeight = Math.round((value / highest) * chartHeight);
      const x = left + dayIndex * groupWidth + stepIndex * 12;
      return `<rect x="${x}" y="${20 + chartHeight - barHeight}" width="10" height="${barHeight}" fill="${step.color}"><title>${escapeXml(`${day.day} ${step.label}: ${value}`)}</title></rect>`;
    }),
  );
  const labels = days.map(
    (day, dayIndex) =>
      `<text x="${left + dayIndex * groupWidth}" y="${chartHeight + 36}" font-size="10">${escapeXml(day.day.slice(5))}</text>`,
  );
  const legend = steps.map(
    (step, index) =>
      `<rect x="${left + index * 90}" y="${chartHeight + 48}" width="8" height="8" fill="${step.color}"/><text x="${left + index * 90 + 11}" y="${chartHeight + 56}" font-size="9">${step.label}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" role="img" aria-label="Funnel per day">`,
    `<text x="${left}" y="12" font-size="11">Funnel per day (highest bar: ${highest})</text>`,
    `<line x1="${left - 4}" y1="${20 + chartHeight}" x2="${width - 6}" y2="${20 + chartHeight}" stroke="#555"/>`,
    ...bars,
    ...labels,
    ...legend,
    '</svg>',
    '',
  ].join('\n');
}

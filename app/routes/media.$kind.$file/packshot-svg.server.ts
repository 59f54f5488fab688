// Issue 4: plain SVG, so the media route serves them long-cached and no image files ship.

export type PackshotInput = {
  name: string;
  brand: string | null;
  color: string;
  accent?: string;
  contentLabel: string;
};

type Shape = 'bottle' | 'jar' | 'bag' | 'box';

const hexColour = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Only a hex colour reaches the markup: anything else could break out of the attribute. */
function safeColour(colour: string | undefined, fallback: string): string {
  return colour && hexColour.test(colour) ? colour : fallback;
}

export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => clip(line, width));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${clip(kept[maxLines - 1]!, width - 1)}…`;
  return kept.map((line, index) => (index === maxLines - 1 ? line : clip(line, width)));
}

function clip(line: string, width: number): string {
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** Liquids come in bottles, loose goods in bags, small weights in jars, the rest in boxes. */
function shapeOf(contentLabel: string): Shape {
  if (/\d\s*(?:ml|l)\b/i.test(contentLabel)) return 'bottle';
  if (/\bkg\b/i.test(contentLabel)) return 'bag';
  const grams = /(\d+)\s*g\b/i.exec(contentLabel);
  if (grams && Number(grams[1]) < 500) return 'jar';
  return 'box';
}

const shapes: Record<Shape, (colour: string) => string> = {
  bottle: (colour) =>
    `<path d="M265 70h70v60c0 20 45 40 45 90v300c0 20-15 30-35 30H255c-20 0-35-10-35-30V220c0-50 45-70 45-90z" fill="${colour}"/>` +
    `<rect x="258" y="48" width="84" height="34" rx="8" fill="${colour}" opacity="0.8"/>`,
  jar: (colour) =>
    `<rect x="160" y="110" width="280" height="420" rx="40" fill="${colour}"/>` +
    `<rect x="175" y="70" width="250" height="60" rx="14" fill="${colour}" opacity="0.8"/>`,
  bag: (colour) =>
    `<path d="M150 120c50-30 250-30 300 0l20 390c2 30-20 45-50 45H180c-30 0-52-15-50-45z" fill="${colour}"/>` +
    `<path d="M160 120c60 25 220 25 280 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" fill="none"/>`,
  box: (colour) =>
    `<rect x="140" y="80" width="320" height="460" rx="18" fill="${colour}"/>` +
    `<path d="M140 120h320" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8"/>`,
};

const packshotHead = (title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>`;

/** The pack in the category colour on its tinted ground, with its shadow and the label's white field. */
function packOf(input: PackshotInput, colour: string): string {
  return [
    `<rect width="600" height="600" fill="${safeColour(input.accent, '#f2f2f2')}"/>`,
    `<ellipse cx="300" cy="560" rx="190" ry="18" fill="#000000" opacity="0.12"/>`,
    shapes[shapeOf(input.contentLabel)](colour),
    `<rect x="170" y="195" width="260" height="230" rx="16" fill="#ffffff" opacity="0.95"/>`,
  ].join('');
}

const titleOf = (input: PackshotInput) => [input.name, input.contentLabel].filter(Boolean).join(', ');

export function renderProductPackshot(input: PackshotInput): string {
  const colour = safeColour(input.color, '#2e7d32');
  const nameLines = wrapWords(input.name, 16, 3);
  const nameTop = 300 - (nameLines.length - 1) * 17;
  const name = nameLines
    .map(
      (line, index) =>
        `<text x="300" y="${nameTop + index * 34}" font-size="26" font-weight="600" fill="#1f1f1f">${escapeXml(line)}</text>`,
    )
    .join('');
  const brand = input.brand
    ? `<text x="300" y="232" font-size="22" font-weight="700" fill="${colour}">${escapeXml(clip(input.brand.toUpperCase(), 20))}</text>`
    : '';
  return [
    packshotHead(titleOf(input)),
    packOf(input, colour),
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" text-anchor="middle">`,
    brand,
    name,
    `<text x="300" y="405" font-size="22" fill="#4a4a4a">${escapeXml(clip(input.contentLabel, 20))}</text>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

/**
 * Issue 39: the small picture of tiles, cart lines and search hits, the pack without its label's
 * text. Shown 40 to 200 CSS pixels wide, the text would be 2 to 9 pixels high, and Chromium lays
 * out and shapes it on the page's main thread for every picture; the tile prints name, brand and
 * amount as its own text. Bars in the brand's colour and grey stand for the label's lines.
 */
export function renderProductThumbnail(input: PackshotInput): string {
  const colour = safeColour(input.color, '#2e7d32');
  return [
    packshotHead(titleOf(input)),
    packOf(input, colour),
    input.brand ? `<rect x="220" y="222" width="160" height="16" rx="8" fill="${colour}"/>` : '',
    `<rect x="200" y="272" width="200" height="22" rx="11" fill="#1f1f1f" opacity="0.7"/>`,
    `<rect x="230" y="310" width="140" height="22" rx="11" fill="#1f1f1f" opacity="0.7"/>`,
    `<rect x="255" y="388" width="90" height="16" rx="8" fill="#4a4a4a" opacity="0.6"/>`,
    `</svg>`,
  ].join('');
}

export function renderRecipePicture({ title, color }: { title: string; color: string }): string {
  const colour = safeColour(color, '#ef6c00');
  const lines = wrapWords(title, 34, 2);
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${lines.length === 1 ? 548 : 530 + index * 38}" font-size="32" font-weight="600" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<rect width="800" height="600" fill="#f6efe6"/>`,
    `<path d="M0 0h800v600H0z" fill="${colour}" opacity="0.12"/>`,
    `<ellipse cx="400" cy="250" rx="230" ry="190" fill="#000000" opacity="0.08"/>`,
    `<circle cx="400" cy="240" r="200" fill="#ffffff"/>`,
    `<circle cx="400" cy="240" r="150" fill="${colour}" opacity="0.85"/>`,
    `<circle cx="355" cy="205" r="38" fill="#ffffff" opacity="0.35"/>`,
    `<circle cx="450" cy="270" r="28" fill="#ffffff" opacity="0.25"/>`,
    `<path d="M130 110v160M110 110v60c0 15 40 15 40 0v-60M670 110c30 20 30 90 0 110v60" stroke="#9e9e9e" stroke-width="10" stroke-linecap="round" fill="none"/>`,
    `<rect y="480" width="800" height="120" fill="${colour}"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" text-anchor="middle">${text}</g>`,
    `</svg>`,
  ].join('');
}

/**
 * The drawing kit of the generated pictures: the SVG frame, text that fits (CJK-aware widths,
 * escaped), gradients, the palettes, and the label's initials.
 */

/** The app's order (src/ui/tokens/theme.module.css): fewer failed lookups before a CJK font is found. */
export const FONT = `'PingFang SC','Noto Sans CJK SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','WenQuanYi Micro Hei',sans-serif`;

export const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#ff5f6d', '#ffc371'],
  ['#2193b0', '#6dd5ed'],
  ['#11998e', '#38ef7d'],
  ['#8e2de2', '#4a00e0'],
  ['#f7971e', '#ffd200'],
  ['#ee0979', '#ff6a00'],
  ['#00c6ff', '#0072ff'],
  ['#fc466b', '#3f5efb'],
  ['#1d976c', '#93f9b9'],
  ['#e55d87', '#5fc3e4'],
  ['#ff416c', '#ff4b2b'],
  ['#396afc', '#2948ff'],
];

/** Club colour pairs (primary, secondary) with enough contrast for text on the band. */
export const CLUB_COLOURS: readonly (readonly [string, string])[] = [
  ['#c8102e', '#ffffff'],
  ['#034694', '#ffffff'],
  ['#6cabdd', '#1c2c5b'],
  ['#da291c', '#fbe122'],
  ['#132257', '#ffffff'],
  ['#fdb913', '#111111'],
  ['#004d98', '#a50044'],
  ['#f5f5f5', '#00529f'],
  ['#111111', '#ffffff'],
  ['#e30613', '#111111'],
  ['#0068a8', '#111111'],
  ['#7a263a', '#f3d459'],
  ['#006a4e', '#ffffff'],
  ['#552583', '#fdb927'],
  ['#1d428a', '#ffc72c'],
  ['#ce1141', '#111111'],
  ['#007a33', '#ffffff'],
  ['#006bb6', '#f58426'],
];

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** Approximate width of text in ems: CJK is square, Latin narrower. */
export function textEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(char)) ems += 1;
    else if (/[A-Z0-9]/.test(char)) ems += 0.66;
    else if (char === ' ' || char === '·') ems += 0.32;
    else ems += 0.55;
  }
  return Math.max(ems, 0.5);
}

/** A font size that fits the text in `width`, between `min` and `max`. */
export function fitSize(text: string, width: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / textEms(text))));
}

/** Shortens text to fit `width` at `size`, ending it with an ellipsis. */
export function truncate(text: string, width: number, size: number): string {
  if (textEms(text) * size <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && textEms(`${chars.join('')}…`) * size > width) chars.pop();
  return `${chars.join('')}…`;
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function text(content: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${escapeXml(FONT)}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

export function linear(id: string, [from, to]: readonly [string, string], x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function initials(label: string | undefined, fallback: string): string {
  const chars = Array.from((label ?? '').trim());
  return chars.length > 0 ? chars.slice(0, 4).join('') : fallback;
}

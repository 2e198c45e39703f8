/**
 * Generated pictures for the file service: deterministic SVG (same seed → same picture),
 * drawn to look like real content on a phone — avatars, player portraits, club crests,
 * competition badges, promotional banners, article covers, anchor-page backgrounds and
 * game icons. Colours and shapes come from the seed; the label only sets the text.
 */
import { hashString, pickBy, pickRandom, seededRandom } from '../seed';

export const ART_KINDS = ['avatar', 'player', 'crest', 'league', 'banner', 'cover', 'anchor-bg', 'game'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface ArtRequest {
  kind: ArtKind;
  seed: string;
  /** Text drawn on the picture (initial, short club name, title…); chosen from the seed when absent. */
  label?: string;
}

/** The app's order (src/ui/tokens/theme.module.css): fewer failed lookups before a CJK font is found. */
const FONT = `'PingFang SC','Noto Sans CJK SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','WenQuanYi Micro Hei',sans-serif`;

const GRADIENTS: readonly (readonly [string, string])[] = [
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
const CLUB_COLOURS: readonly (readonly [string, string])[] = [
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

const SURNAMES = Array.from(
  '张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈',
);
const CLUB_SHORT = ['FC', 'AC', 'SC', 'UTD', 'CITY', 'RVR', 'ATL', 'RSC', 'SV', 'OL', 'CF', 'AS'];
const LEAGUE_SHORT = ['联赛', '杯赛', '超级杯', 'LIGA', 'CUP', 'PRO'];
const BANNER_TITLES = [
  '英超焦点战 今晚开踢',
  'NBA季后赛 精彩不停',
  '欧冠淘汰赛 巅峰对决',
  '西甲国家德比 直播预告',
  '主播陪你看球 互动赢好礼',
  '专家推荐 每日精选',
  '篮球之夜 全场高清直播',
  '新赛季开幕 一起为主队加油',
];
const BANNER_SUBTITLES = [
  '高清直播 · 实时比分',
  '名嘴解说 · 弹幕互动',
  '赛事数据 · 一手掌握',
  '精彩集锦 · 赛后速递',
  '关注主播 · 开播提醒',
];
const BANNER_TAGS = ['热门', '直播', '独家', '精选', '限时'];

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
function fitSize(text: string, width: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / textEms(text))));
}

/** Shortens text to fit `width` at `size`, ending it with an ellipsis. */
function truncate(text: string, width: number, size: number): string {
  if (textEms(text) * size <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && textEms(`${chars.join('')}…`) * size > width) chars.pop();
  return `${chars.join('')}…`;
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function text(content: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${escapeXml(FONT)}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

function linear(id: string, [from, to]: readonly [string, string], x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function initials(label: string | undefined, fallback: string): string {
  const chars = Array.from((label ?? '').trim());
  return chars.length > 0 ? chars.slice(0, 4).join('') : fallback;
}

/** Person avatar: a gradient disc with a name's first character. */
function avatar(seed: string, label?: string): string {
  const hash = hashString(`avatar:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const glyph = Array.from((label ?? '').trim())[0] ?? pickBy(SURNAMES, hash >>> 8);
  const size = /[\u2e80-\u9fff]/.test(glyph) ? 54 : 60;
  return svg(
    120,
    120,
    `<defs>${linear('g', gradient)}</defs>` +
      `<circle cx="60" cy="60" r="60" fill="url(#g)"/>` +
      `<circle cx="60" cy="60" r="56" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
      `<path d="M0 60a60 60 0 0 1 120 0z" fill="#fff" opacity=".08"/>` +
      text(glyph, 60, 60, size, '#fff', 'font-weight="600" text-anchor="middle" dominant-baseline="central"'),
  );
}

/** Player portrait: head-and-shoulders silhouette in club colours with a shirt number. */
function player(seed: string, label?: string): string {
  const hash = hashString(`player:${seed}`);
  const [primary, secondary] = pickBy(CLUB_COLOURS, hash);
  const number = initials(label, String(1 + (hash % 35)));
  const skin = pickBy(['#f1c7a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'], hash >>> 5);
  const hair = pickBy(['#2b1d14', '#1a1a1a', '#5a3825', '#7b4b2a', '#d9b27c'], hash >>> 9);
  return svg(
    120,
    120,
    `<defs>${linear('bg', ['#e9eef5', '#c9d3e0'], 0, 1)}<clipPath id="c"><circle cx="60" cy="60" r="60"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="120" height="120" fill="url(#bg)"/>` +
      `<path d="M14 120c2-26 18-38 46-38s44 12 46 38z" fill="${primary}"/>` +
      `<path d="M48 84l12 12 12-12" fill="none" stroke="${secondary}" stroke-width="4"/>` +
      `<rect x="53" y="62" width="14" height="18" rx="6" fill="${skin}"/>` +
      `<ellipse cx="60" cy="48" rx="19" ry="22" fill="${skin}"/>` +
      `<path d="M41 46c0-16 9-24 19-24s19 8 19 24c-4-8-10-11-19-11s-15 3-19 11z" fill="${hair}"/>` +
      text(number, 60, 112, fitSize(number, 36, 20, 11), secondary, 'font-weight="700" text-anchor="middle"') +
      `</g>`,
  );
}

const SHIELD = 'M60 5 L111 19 V60 C111 97 89 121 60 135 C31 121 9 97 9 60 V19 Z';

/** Club crest: a shield in club colours with a pattern and the club's short name. */
function crest(seed: string, label?: string): string {
  const hash = hashString(`crest:${seed}`);
  const [primary, secondary] = pickBy(CLUB_COLOURS, hash);
  const name = initials(label, pickBy(CLUB_SHORT, hash >>> 7));
  const patterns = [
    '',
    [20, 44, 68, 92].map((x) => `<rect x="${x}" y="0" width="12" height="140" fill="${secondary}"/>`).join(''),
    `<path d="M0 30 L30 0 H52 L0 52z M120 88 L68 140 H90 L120 110z" fill="${secondary}"/><path d="M-10 130 L130 -10 V14 L14 130z" fill="${secondary}"/>`,
    `<rect x="60" y="0" width="60" height="140" fill="${secondary}"/>`,
    `<path d="M0 0 H120 V24 L60 50 L0 24z" fill="${secondary}"/>`,
  ];
  const pattern = pickBy(patterns, hash >>> 3);
  const size = fitSize(name, 84, 34, 14);
  return svg(
    120,
    140,
    `<defs><clipPath id="s"><path d="${SHIELD}"/></clipPath></defs>` +
      `<path d="${SHIELD}" fill="${primary}"/>` +
      `<g clip-path="url(#s)">${pattern}` +
      `<rect x="0" y="56" width="120" height="36" fill="${secondary}"/>` +
      `<rect x="0" y="56" width="120" height="36" fill="none" stroke="${primary}" stroke-width="3"/>` +
      `<path d="M0 0 H120 L0 120z" fill="#fff" opacity=".12"/></g>` +
      `<path d="M60 22 l4 8.5 9.3 1.2-6.8 6.4 1.7 9.2L60 42.8l-8.2 4.5 1.7-9.2-6.8-6.4 9.3-1.2z" fill="${secondary}" stroke="${primary}" stroke-width="1.5"/>` +
      text(
        name,
        60,
        74,
        size,
        primary,
        'font-weight="800" text-anchor="middle" dominant-baseline="central" letter-spacing=".5"',
      ) +
      `<path d="${SHIELD}" fill="none" stroke="#0b1b36" stroke-opacity=".55" stroke-width="4"/>` +
      `<path d="M60 12 L104 24 V60 C104 92 85 113 60 126 C35 113 16 92 16 60 V24 Z" fill="none" stroke="${secondary}" stroke-opacity=".7" stroke-width="2"/>`,
  );
}

/** Competition badge: a ringed disc with a trophy and the competition's short name. */
function league(seed: string, label?: string): string {
  const hash = hashString(`league:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const name = initials(label, pickBy(LEAGUE_SHORT, hash >>> 6));
  return svg(
    120,
    120,
    `<defs>${linear('g', gradient)}</defs>` +
      `<circle cx="60" cy="60" r="58" fill="url(#g)"/>` +
      `<circle cx="60" cy="60" r="50" fill="#0b1b36" opacity=".85"/>` +
      `<circle cx="60" cy="60" r="50" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="3 4"/>` +
      `<path d="M46 28h28v10c0 9-6 15-14 15s-14-6-14-15z" fill="${gradient[1]}"/>` +
      `<path d="M46 31h-7c0 8 4 12 9 12M74 31h7c0 8-4 12-9 12" fill="none" stroke="${gradient[1]}" stroke-width="3"/>` +
      `<rect x="56" y="52" width="8" height="8" fill="${gradient[1]}"/><rect x="49" y="59" width="22" height="5" rx="2" fill="${gradient[1]}"/>` +
      text(
        name,
        60,
        84,
        fitSize(name, 76, 24, 12),
        '#fff',
        'font-weight="700" text-anchor="middle" dominant-baseline="central"',
      ),
  );
}

function football(cx: number, cy: number, r: number): string {
  const patch = (angle: number): string => {
    const x = cx + Math.cos(angle) * r * 0.78;
    const y = cy + Math.sin(angle) * r * 0.78;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.2).toFixed(1)}" fill="#1f2937"/>`;
  };
  const pentagon = Array.from({ length: 5 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / 5;
    return `${(cx + Math.cos(angle) * r * 0.3).toFixed(1)},${(cy + Math.sin(angle) * r * 0.3).toFixed(1)}`;
  }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/>` +
    `<polygon points="${pentagon}" fill="#1f2937"/>` +
    [0, 1, 2, 3, 4].map((index) => patch(-Math.PI / 2 + Math.PI / 5 + (index * 2 * Math.PI) / 5)).join('') +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1f2937" stroke-opacity=".25" stroke-width="3"/>` +
    `<path d="M${cx - r * 0.6} ${cy - r * 0.55}a${r} ${r} 0 0 1 ${r * 0.7} -${r * 0.35}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${r * 0.08}" stroke-linecap="round"/>`
  );
}

function basketball(cx: number, cy: number, r: number): string {
  const line = `fill="none" stroke="#3b1d0b" stroke-width="${(r * 0.05).toFixed(1)}"`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f08a24"/>` +
    `<path d="M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}" ${line}/>` +
    `<path d="M${cx - r * 0.7} ${cy - r * 0.72}c${r * 0.5} ${r * 0.4} ${r * 0.5} ${r * 1.04} 0 ${r * 1.44}" ${line}/>` +
    `<path d="M${cx + r * 0.7} ${cy - r * 0.72}c-${r * 0.5} ${r * 0.4}-${r * 0.5} ${r * 1.04} 0 ${r * 1.44}" ${line}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#3b1d0b" stroke-opacity=".35" stroke-width="3"/>`
  );
}

const isBasketball = (title: string, hash: number): boolean =>
  /NBA|CBA|篮球|篮/.test(title)
    ? true
    : /足球|英超|西甲|意甲|德甲|法甲|欧冠|世界杯|欧洲杯/.test(title)
      ? false
      : hash % 3 === 0;

/** Promotional banner (750x300): gradient, decoration, a ball, title, subtitle and a button. */
function banner(seed: string, label?: string): string {
  const hash = hashString(`banner:${seed}`);
  const random = seededRandom(hash);
  const gradient = pickBy(GRADIENTS, hash);
  const title = label?.trim() || pickBy(BANNER_TITLES, hash >>> 4);
  const subtitle = pickRandom(BANNER_SUBTITLES, random);
  const tag = pickRandom(BANNER_TAGS, random);
  const size = fitSize(title, 480, 54, 34);
  const shown = truncate(title, 480, size);
  const ball = isBasketball(title, hash) ? basketball(610, 150, 92) : football(610, 150, 92);
  const sparkles = Array.from({ length: 7 }, () => {
    const x = 380 + random() * 360;
    const y = 20 + random() * 260;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(2 + random() * 4).toFixed(1)}" fill="#fff" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  return svg(
    750,
    300,
    `<defs>${linear('bg', gradient, 1, 0.6)}<radialGradient id="glow" cx=".82" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="750" height="300" rx="0" fill="url(#bg)"/>` +
      `<path d="M420 0H560L380 300H240z" fill="#fff" opacity=".07"/><path d="M600 0H650L470 300H420z" fill="#fff" opacity=".06"/>` +
      `<rect width="750" height="300" fill="url(#glow)"/>` +
      `<circle cx="700" cy="40" r="120" fill="#fff" opacity=".06"/>` +
      sparkles +
      `<ellipse cx="610" cy="262" rx="80" ry="12" fill="#000" opacity=".15"/>` +
      ball +
      `<rect x="48" y="40" width="${Math.round(textEms(tag) * 22 + 28)}" height="36" rx="18" fill="#fff" opacity=".22"/>` +
      text(tag, 62, 58, 22, '#fff', 'font-weight="600" dominant-baseline="central"') +
      text(shown, 50, 145, size, '#000', 'font-weight="800" opacity=".15"') +
      text(shown, 48, 142, size, '#fff', 'font-weight="800"') +
      text(subtitle, 48, 192, 26, '#fff', 'opacity=".9"') +
      `<rect x="48" y="218" width="156" height="50" rx="25" fill="#fff"/>` +
      text('立即查看', 126, 243, 24, gradient[0], 'font-weight="700" text-anchor="middle" dominant-baseline="central"'),
  );
}

/** Article or live-room cover (640x360): a pitch or court seen from above, title at the bottom. */
function cover(seed: string, label?: string): string {
  const hash = hashString(`cover:${seed}`);
  const title = label?.trim() ?? '';
  const court = isBasketball(title, hash);
  const field = court
    ? `<rect width="640" height="360" fill="#c8864a"/>` +
      Array.from(
        { length: 9 },
        (_, index) => `<rect x="0" y="${index * 40}" width="640" height="20" fill="#b8763c" opacity=".35"/>`,
      ).join('') +
      `<g fill="none" stroke="#fff" stroke-width="4" opacity=".85"><rect x="30" y="30" width="580" height="300"/><path d="M320 30V330"/><circle cx="320" cy="180" r="50"/>` +
      `<rect x="30" y="120" width="110" height="120"/><rect x="500" y="120" width="110" height="120"/><path d="M30 50h40a130 130 0 0 1 0 260h-40M610 50h-40a130 130 0 0 0 0 260h40"/></g>`
    : Array.from(
        { length: 8 },
        (_, index) =>
          `<rect x="${index * 80}" y="0" width="80" height="360" fill="${index % 2 ? '#2e8b3e' : '#349a46'}"/>`,
      ).join('') +
      `<g fill="none" stroke="#fff" stroke-width="4" opacity=".85"><rect x="30" y="30" width="580" height="300"/><path d="M320 30V330"/><circle cx="320" cy="180" r="54"/>` +
      `<rect x="30" y="105" width="90" height="150"/><rect x="520" y="105" width="90" height="150"/><rect x="30" y="145" width="34" height="70"/><rect x="576" y="145" width="34" height="70"/></g>`;
  const ball = court ? basketball(360 + (hash % 120), 150, 22) : football(360 + (hash % 120), 160, 18);
  const size = title ? fitSize(title, 580, 36, 26) : 0;
  return svg(
    640,
    360,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>` +
      field +
      ball +
      `<rect width="640" height="360" fill="url(#shade)"/>` +
      (title ? text(truncate(title, 580, size), 30, 322, size, '#fff', 'font-weight="700"') : ''),
  );
}

/** Anchor page background (750x500): a night stadium with spotlights; no text. */
function anchorBackground(seed: string): string {
  const hash = hashString(`anchor-bg:${seed}`);
  const random = seededRandom(hash);
  const [from, to] = pickBy(
    [
      ['#0f2027', '#2c5364'],
      ['#141e30', '#243b55'],
      ['#1a0b2e', '#4a1a6b'],
      ['#0b1f3a', '#1c5a7a'],
      ['#200122', '#6f0000'],
      ['#0f0c29', '#302b63'],
    ] as const,
    hash,
  );
  const lights = Array.from({ length: 3 }, (_, index) => {
    const x = 120 + index * 250 + random() * 60;
    return `<path d="M${x.toFixed(0)} 0 L${(x - 160).toFixed(0)} 500 H${(x + 160).toFixed(0)}z" fill="url(#beam)" opacity="${(0.35 + random() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const bokeh = Array.from({ length: 14 }, () => {
    const r = 6 + random() * 26;
    return `<circle cx="${(random() * 750).toFixed(0)}" cy="${(random() * 260).toFixed(0)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.04 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');
  return svg(
    750,
    500,
    `<defs>${linear('bg', [from, to], 0.3, 1)}<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
      `<linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e7a3c" stop-opacity=".0"/><stop offset="1" stop-color="#1e7a3c" stop-opacity=".55"/></linearGradient></defs>` +
      `<rect width="750" height="500" fill="url(#bg)"/>` +
      lights +
      bokeh +
      `<path d="M0 330 L750 330 L750 500 L0 500z" fill="url(#pitch)"/>` +
      `<g fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"><path d="M150 330 L0 500M600 330 L750 500M375 330V500"/><ellipse cx="375" cy="420" rx="120" ry="40"/><path d="M40 330H710"/></g>` +
      `<rect y="440" width="750" height="60" fill="#000" opacity=".25"/>`,
  );
}

/** Game icon (96x96): a rounded gradient tile with the game's short name. */
function game(seed: string, label?: string): string {
  const hash = hashString(`game:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const name = initials(label, seed.slice(0, 3).toUpperCase());
  return svg(
    96,
    96,
    `<defs>${linear('g', gradient)}</defs>` +
      `<rect width="96" height="96" rx="22" fill="url(#g)"/>` +
      `<path d="M0 22a22 22 0 0 1 22-22h52a22 22 0 0 1 22 22v18C64 52 32 52 0 40z" fill="#fff" opacity=".14"/>` +
      `<circle cx="74" cy="74" r="30" fill="#fff" opacity=".08"/>` +
      text(
        name,
        48,
        50,
        fitSize(name, 70, 34, 14),
        '#fff',
        'font-weight="800" text-anchor="middle" dominant-baseline="central"',
      ),
  );
}

export function renderArt({ kind, seed, label }: ArtRequest): string {
  switch (kind) {
    case 'avatar':
      return avatar(seed, label);
    case 'player':
      return player(seed, label);
    case 'crest':
      return crest(seed, label);
    case 'league':
      return league(seed, label);
    case 'banner':
      return banner(seed, label);
    case 'cover':
      return cover(seed, label);
    case 'anchor-bg':
      return anchorBackground(seed);
    case 'game':
      return game(seed, label);
  }
}

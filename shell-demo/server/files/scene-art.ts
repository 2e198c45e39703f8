/**
 * Scenes: promotional banners, article and live-room covers (a pitch or court from above) and
 * the anchor page's night-stadium background.
 */
import { hashString, pickBy, pickRandom, seededRandom } from '../seed';
import { toTraditional } from '../world/data/traditional-chars';
import type { NameLanguage } from '../world/types';
import { fitSize, GRADIENTS, linear, svg, text, textEms, truncate } from './svg-kit';

/** A banner's fixed words: its default titles, subtitles, tag and button. */
interface BannerWords {
  titles: readonly string[];
  subtitles: readonly string[];
  tags: readonly string[];
  action: string;
}

const BANNER_WORDS_ZH: BannerWords = {
  titles: [
    '英超焦点战 今晚开踢',
    'NBA季后赛 精彩不停',
    '欧冠淘汰赛 巅峰对决',
    '西甲国家德比 直播预告',
    '主播陪你看球 互动赢好礼',
    '专家推荐 每日精选',
    '篮球之夜 全场高清直播',
    '新赛季开幕 一起为主队加油',
  ],
  subtitles: [
    '高清直播 · 实时比分',
    '名嘴解说 · 弹幕互动',
    '赛事数据 · 一手掌握',
    '精彩集锦 · 赛后速递',
    '关注主播 · 开播提醒',
  ],
  tags: ['热门', '直播', '独家', '精选', '限时'],
  action: '立即查看',
};

const traditional = (words: BannerWords): BannerWords => ({
  titles: words.titles.map(toTraditional),
  subtitles: words.subtitles.map(toTraditional),
  tags: words.tags.map(toTraditional),
  action: toTraditional(words.action),
});

/** The banner's words in each language a picture is drawn in (Traditional by the character table). */
const BANNER_WORDS: Readonly<Record<ArtLanguage, BannerWords>> = {
  'zh-CN': BANNER_WORDS_ZH,
  'zh-TW': traditional(BANNER_WORDS_ZH),
  'zh-HK': traditional(BANNER_WORDS_ZH),
  en: {
    titles: [
      'Premier League big match tonight',
      'NBA playoffs: non-stop action',
      'Champions League knockouts',
      'El Clásico: live preview',
      'Watch with streamers, win prizes',
      "Experts' picks every day",
      'Basketball night: live in HD',
      'New season: cheer your team on',
    ],
    subtitles: [
      'HD streams · live scores',
      'Star commentators · live chat',
      'Match data at your fingertips',
      'Highlights · post-match news',
      'Follow streamers · go-live alerts',
    ],
    tags: ['Hot', 'Live', 'Exclusive', 'Picks', 'Limited'],
    action: 'View now',
  },
};

type ArtLanguage = NameLanguage | 'zh-CN';

/** A seed's language ending (`_en`, `_zhTW`, `_zhHK`): what a banner in that language is asked by. */
const SEED_LANGUAGE = /_(en|zhTW|zhHK)$/;

/** The seed of a banner drawn in `language`: its own seed, which keeps its colours and shapes, and the language. */
export const bannerSeedIn = (seed: string, language: NameLanguage): string => `${seed}_${language.replace('-', '')}`;

/** A banner's seed without its language ending, and that language (zh-CN's without one). */
function seedLanguage(seed: string): [string, ArtLanguage] {
  const match = SEED_LANGUAGE.exec(seed);
  if (!match) return [seed, 'zh-CN'];
  const language = match[1] === 'en' ? 'en' : match[1] === 'zhTW' ? 'zh-TW' : 'zh-HK';
  return [seed.slice(0, match.index), language];
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
  /NBA|CBA|篮|籃|basketball/i.test(title)
    ? true
    : /足球|英超|西甲|意甲|德甲|法甲|欧冠|歐冠|世界杯|世界盃|欧洲杯|歐洲盃|football|Premier League|LaLiga|Serie A|Bundesliga|Ligue 1|Champions League|World Cup|Euro/i.test(
          title,
        )
      ? false
      : hash % 3 === 0;

/** White circles scattered over an area (a banner's sparkles, a background's bokeh): place, size and opacity at random. */
function whiteDots(
  random: () => number,
  count: number,
  area: { x: number; y: number; width: number; height: number },
  radius: readonly [number, number],
  opacity: readonly [number, number],
): string {
  const between = ([low, high]: readonly [number, number]) => low + random() * (high - low);
  return Array.from({ length: count }, () => {
    const x = area.x + random() * area.width;
    const y = area.y + random() * area.height;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${between(radius).toFixed(1)}" fill="#fff" opacity="${between(opacity).toFixed(2)}"/>`;
  }).join('');
}

/**
 * Promotional banner (750x300): gradient, decoration, a ball, title, subtitle and a button, its
 * words in the language its seed ends in (the title is the label, said in it by whoever named the file).
 */
export function banner(languageSeed: string, label?: string): string {
  const [seed, language] = seedLanguage(languageSeed);
  const words = BANNER_WORDS[language];
  const hash = hashString(`banner:${seed}`);
  const random = seededRandom(hash);
  const gradient = pickBy(GRADIENTS, hash);
  const title = label?.trim() || pickBy(words.titles, hash >>> 4);
  const subtitle = pickRandom(words.subtitles, random);
  const tag = pickRandom(words.tags, random);
  const size = fitSize(title, 480, 54, 34);
  const shown = truncate(title, 480, size);
  const ball = isBasketball(title, hash) ? basketball(610, 150, 92) : football(610, 150, 92);
  const sparkles = whiteDots(random, 7, { x: 380, y: 20, width: 360, height: 260 }, [2, 6], [0.3, 0.8]);
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
      text(
        words.action,
        126,
        243,
        24,
        gradient[0],
        'font-weight="700" text-anchor="middle" dominant-baseline="central"',
      ),
  );
}

/** Article or live-room cover (640x360): a pitch or court seen from above, title at the bottom. */
export function cover(seed: string, label?: string): string {
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
export function anchorBackground(seed: string): string {
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
  const bokeh = whiteDots(random, 14, { x: 0, y: 0, width: 750, height: 260 }, [6, 32], [0.04, 0.14]);
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

/**
 * The server's own sentences in the language a call asks for (the `language` header), as names
 * are (names.ts): the 竞猜 questions, answers and lock clocks, the promotion banners' titles.
 * Traditional through the character table; English through a table of the sentence shapes the
 * simulator writes (a shape not in it stays as written), the names inside through their forms. A
 * fan's own words (a chat line, a nickname they chose) never pass here. 文字直播's lines are said again
 * from the event they keep (match-centre/commentary.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Header } from '../../../src/contracts/http';
import type { MatchCentreEvent } from '../../../src/contracts/match-centre';
import { ChatLineKind } from '../../../src/contracts/room-crowd-push';
import { singleHeader } from '../request-headers';
import { toTraditional } from './data/traditional-chars';
import { TEXTS_EN, TEXTS_REGIONAL } from './data/texts-en';
import { centreOfMatch } from './match-centre/centre';
import { centreLineIn } from './match-centre/commentary';
import { pictureIn } from './files';
import { localizeNames, nameLanguageOf } from './names';
import type { NameForms, NameLanguage, World } from './types';

type Names = ReadonlyMap<string, NameForms>;

/**
 * Characters the character table leaves (Traditional writes them too: 于 and 范 surnames, 后 a
 * queen), which in the server's sentences are the Simplified of 於, 後, 範, 薦 (大于 → 大於, 秒后 →
 * 秒後, 防范 → 防範, 推荐 → 推薦).
 */
const SENTENCE_CHARS: Readonly<Record<string, string>> = { 于: '於', 后: '後', 范: '範', 荐: '薦' };

export const traditionalSentence = (text: string): string =>
  [...toTraditional(text)].map((char) => SENTENCE_CHARS[char] ?? char).join('');

/** 第2节 → Q2, 加时1 → OT1. */
const periodEn = (period: string): string => period.replace(/^第(\d+)节$/, 'Q$1').replace(/^加时(\d+)$/, 'OT$1');

/** The banners' fixed titles (system-images.ts) in English: a data table of the simulator's own texts. */
const FIXED_EN: Readonly<Record<string, string>> = {
  '新赛季开幕 一起为主队加油': 'The new season starts: cheer your team on',
  '专家推荐 每日精选方案': "Experts' picks: the best tips every day",
  '金币商城 好礼兑不停': 'Gold mall: gifts to exchange all day',
  '新人专享 注册即送金币': 'New here? Gold coins when you sign up',
  '篮球之夜 全场高清直播': 'Basketball night: every game live in HD',
  '五大联赛 赛程积分一手掌握': 'Top five leagues: fixtures and tables at hand',
  '世界杯预选赛 国足出征': 'World Cup qualifiers: China take the field',
  '欧冠淘汰赛 巅峰对决': 'Champions League knockouts: the biggest games',
  '英超焦点战 主播陪你看': 'Premier League big match: watch with a streamer',
  '西甲国家德比 名嘴解说': 'El Clásico with star commentators',
  'NBA常规赛 湖人对勇士': 'NBA regular season: Lakers v Warriors',
  '意甲米兰德比 今晚直播': 'The Milan derby: live tonight',
  '德甲榜首大战 全程直播': 'Bundesliga top-of-the-table clash: live in full',
  'CBA季后赛 激情开打': 'CBA playoffs: the action starts',
  '主播发红包 进房间抢': 'Streamers give red envelopes: join the room',
  '金币福利 天天领': 'Gold coins for you every day',
  '今日福利 盈利榜等你来': "Today's bonus: the profit ranking awaits",
  '关注主播 开播早知道': 'Follow streamers: know first when they go live',
  '关注专家 方案早知道': 'Follow experts: see their tips first',
};

/** Says a part of a sentence (a name, a hook, a pick) in the sentence's language. */
type Say = (text: string) => string;
type ShapeForms = Partial<Record<NameLanguage, (match: RegExpExecArray, say: Say) => string>>;

/**
 * The sentence shapes the simulator writes, each in the languages that do not simply take the
 * character table's Traditional: English always, Taiwan's and Hong Kong's betting words where they
 * differ (和局 / 和, 細 for under). A data table of its own texts.
 */
const SHAPES: readonly (readonly [RegExp, ShapeForms])[] = [
  [/^谁先进球？$/, { en: () => 'Who scores first?' }],
  [/^下一个进球？（(.+) 至 (\d+):00）$/, { en: (m) => `Next goal? (${periodClockEn(m[1]!)} to ${m[2]}:00)` }],
  [
    /^全场总进球（含加时）大于还是小于 ([\d.]+)？$/,
    { en: (m) => `Total goals (extra time included): over or under ${m[1]}?` },
  ],
  [/^(第\d+节|加时\d+)谁赢？$/, { en: (m) => `Who wins ${periodEn(m[1]!)}?` }],
  [
    /^(第\d+节|加时\d+)两队总得分大于还是小于 ([\d.]+)？$/,
    { en: (m) => `${periodEn(m[1]!)} total points: over or under ${m[2]}?` },
  ],
  [/^全场谁赢？$/, { en: () => 'Who wins the match?' }],
  [/^全场无进球$/, { en: () => 'No goal' }],
  [/^(\d+)' 前无进球$/, { en: (m) => `No goal before ${m[1]}'` }],
  [/^平局$/, { en: () => 'Draw', 'zh-TW': () => '和局', 'zh-HK': () => '和' }],
  [/^大于 ([\d.]+)$/, { en: (m) => `Over ${m[1]}` }],
  [/^小于 ([\d.]+)$/, { en: (m) => `Under ${m[1]}`, 'zh-HK': (m) => `細過 ${m[1]}` }],
  // A bet's pick (markets.ts): 西班牙人 胜, 大 2.5, 小 3.25, 曼城 -0.5.
  [
    /^(.+) 胜$/,
    { en: (m, say) => say(m[1]!), 'zh-TW': (m, say) => `${say(m[1]!)} 勝`, 'zh-HK': (m, say) => `${say(m[1]!)} 勝` },
  ],
  [/^大 ([\d.]+)$/, { en: (m) => `Over ${m[1]}` }],
  [/^小 ([\d.]+)$/, { en: (m) => `Under ${m[1]}`, 'zh-HK': (m) => `細 ${m[1]}` }],
  [/^(.+) ([+-][\d.]+|0)$/, { en: handicap, 'zh-TW': handicap, 'zh-HK': handicap }],
  [/^主队$/, { en: () => 'Home' }],
  [/^客队$/, { en: () => 'Away' }],
  [/^开赛$/, { en: () => 'Kick-off' }],
  [/^(第\d+节|加时\d+) (\d+:\d+)$/, { en: (m) => `${periodEn(m[1]!)} ${m[2]}` }],
  // A banner of a streamer on a match (anchors.ts).
  [
    /^(?:(\S+)对(\S+) )?(\S+?)(直播中|陪你看)$/,
    {
      en: (m, say) =>
        `${m[1] ? `${say(m[1])} v ${say(m[2]!)}: ` : ''}${say(m[3]!)} ${m[4] === '直播中' ? 'is live' : 'watches with you'}`,
    },
  ],
  [/^主播间背景 (\d+)$/, { en: (m) => `Streamer room background ${m[1]}` }],
];

/** A lock's clock inside a question: 23:00 as it is, 第2节 06:00 → Q2 06:00. */
function periodClockEn(text: string): string {
  const [period, clock] = text.split(' ');
  return clock ? `${periodEn(period!)} ${clock}` : text;
}

function handicap(match: RegExpExecArray, say: Say): string {
  return `${say(match[1]!)} ${match[2]}`;
}

/** A template of texts-en.ts (`{home}主场迎战{away}，{hook}`) as a shape that takes its places back. */
interface Template {
  shape: RegExp;
  places: string[];
  zh: string;
  en: string;
}

const PLACE = /\{(\w+)\}/g;

const TEMPLATES: readonly Template[] = Object.entries(TEXTS_EN)
  .filter(([zh]) => zh.includes('{'))
  .map(([zh, en]) => {
    const places = [...zh.matchAll(PLACE)].map((place) => place[1]!);
    const pattern = zh
      .split(PLACE)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return { shape: new RegExp(`^${pattern}$`), places, zh, en };
  });

/** `template` with each place filled by what `match` took there, said in the sentence's language. */
const fillTemplate = (template: string, places: readonly string[], match: RegExpExecArray, say: Say): string =>
  template.replace(PLACE, (_, place: string) => say(match[places.indexOf(place) + 1] ?? ''));

const HAN_TEXT = /\p{Script=Han}/u;

/** A text of several sentences (a tip's body), each said apart; one sentence stays whole. */
const SENTENCE = /[^。]+。|[^。]+$/g;

/** `text`, one of the server's own sentences, in `language` (the world's names asked for only when needed). */
export function sentenceIn(text: string, language: NameLanguage, names: () => Names): string {
  if (!HAN_TEXT.test(text)) return text;
  const say: Say = (part) => sentenceIn(part, language, names);
  const word = language === 'en' ? (FIXED_EN[text] ?? TEXTS_EN[text]) : TEXTS_REGIONAL[language][text];
  if (word) return word;
  for (const [shape, forms] of SHAPES) {
    const match = shape.exec(text);
    if (!match) continue;
    const form = forms[language];
    if (form) return form(match, say);
    break;
  }
  for (const template of TEMPLATES) {
    const match = template.shape.exec(text);
    if (!match) continue;
    const written = language === 'en' ? template.en : traditionalSentence(template.zh);
    return fillTemplate(written, template.places, match, say);
  }
  const sentences = text.match(SENTENCE) ?? [];
  // English sentences are spaced; Chinese ones run on.
  if (sentences.length > 1) return sentences.map(say).join(language === 'en' ? ' ' : '');
  const name = names().get(text);
  if (name) return name[language];
  return language === 'en' ? text : traditionalSentence(text);
}

/**
 * The fields of an answer that carry the server's own sentences (a bet's pick, a tip's title,
 * body, play and tag, an expert's record, a position, a stage, the streamers' tags): said in the
 * language asked. Every other text is a name (localizeNames) or its writer's, left as written.
 */
const SENTENCE_FIELDS: ReadonlySet<string> = new Set([
  'pickLabel',
  'sportsTitle',
  'sportsInfo',
  'sportsPlay',
  'tag',
  'tags',
  'hitSession',
  'positionZh',
  'stageName',
  'matchTypeName',
  'divisionName',
]);

/** Chat lines the server writes (a room's notice, a red envelope opened or drawn): a viewer's own stay as written. */
const SYSTEM_LINE_KINDS: ReadonlySet<unknown> = new Set([
  ChatLineKind.Notice,
  ChatLineKind.LotteryOpen,
  ChatLineKind.LotteryDraw,
]);

/** Whether `field` of `owner` is one of the server's own sentences: by its name, or by what holds it. */
const isServerSentence = (field: string, owner: Readonly<Record<string, unknown>>): boolean =>
  SENTENCE_FIELDS.has(field) ||
  // A 竞猜: its question, lock clock and answers (an answer is a row with its outcomeId).
  (('predictionId' in owner || 'outcomeId' in owner) && ['question', 'lockClock', 'label'].includes(field)) ||
  (field === 'text' && 'roomId' in owner && SYSTEM_LINE_KINDS.has(owner.kind));

/** A match centre's event (its snapshot's, its push's): its `text` is a 文字直播 line, said again from the event. */
const isCentreEvent = (owner: Readonly<Record<string, unknown>>): owner is MatchCentreEvent & Record<string, unknown> =>
  'clockSeconds' in owner && 'numbers' in owner && typeof owner.matchId === 'number';

/** `value`, an answer or a push payload, with its names and the server's own sentences in `language`. */
export const localizeAnswer = (value: unknown, world: World, language: NameLanguage): unknown =>
  localizeNames(value, world.names, language, (field, text, owner) => {
    // A crest or an avatar drawn with a name: the picture of it in the language asked.
    const picture = pictureIn(text, language);
    if (picture !== text) return picture;
    if (field === 'text' && isCentreEvent(owner)) {
      // 文字直播's line, said again from its event with the names of its match's centre.
      const centre = centreOfMatch(world, owner.matchId);
      const say = (name: string) => (name ? (world.names.get(name)?.[language] ?? name) : '');
      if (centre) return centreLineIn(owner, centre, language, say, traditionalSentence);
    }
    return isServerSentence(field, owner) ? sentenceIn(text, language, () => world.names) : undefined;
  });

/** The language a request asked for its texts in, or undefined for zh-CN's (the texts as written). */
export const sentenceLanguageOf = (headers: IncomingHttpHeaders): NameLanguage | undefined =>
  nameLanguageOf(singleHeader(headers[Header.Language]));

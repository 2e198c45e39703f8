/**
 * The server's own sentences in the language a call asks for (the `language` header), as names
 * are (names.ts): the 竞猜 questions, answers and lock clocks, the promotion banners' titles.
 * Traditional through the character table; English through a table of the sentence shapes the
 * simulator writes (a shape not in it stays as written), the names inside through their forms. A
 * fan's own words (a chat line, a nickname they chose) never pass here.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Header } from '../../../src/contracts/http';
import { singleHeader } from '../request-headers';
import { toTraditional } from './data/traditional-chars';
import { nameLanguageOf } from './names';
import type { NameForms, NameLanguage } from './types';

type Names = ReadonlyMap<string, NameForms>;

/** Characters of these sentences the names' table (made for names) lacks: 谁, 还, 于, 币, 积, 兑, 领, 巅. */
const SENTENCE_CHARS: Readonly<Record<string, string>> = {
  谁: '誰',
  还: '還',
  于: '於',
  币: '幣',
  积: '積',
  兑: '兌',
  领: '領',
  巅: '巔',
};

const traditionalSentence = (text: string): string =>
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

/** The English of each sentence shape the simulator writes: a data table of its own texts. */
const ENGLISH: readonly [RegExp, (match: RegExpExecArray, name: (zh: string) => string) => string][] = [
  [/^谁先进球？$/, () => 'Who scores first?'],
  [/^下一个进球？（(.+) 至 (\d+):00）$/, (m) => `Next goal? (${periodClockEn(m[1]!)} to ${m[2]}:00)`],
  [/^全场总进球（含加时）大于还是小于 ([\d.]+)？$/, (m) => `Total goals (extra time included): over or under ${m[1]}?`],
  [/^(第\d+节|加时\d+)谁赢？$/, (m) => `Who wins ${periodEn(m[1]!)}?`],
  [
    /^(第\d+节|加时\d+)两队总得分大于还是小于 ([\d.]+)？$/,
    (m) => `${periodEn(m[1]!)} total points: over or under ${m[2]}?`,
  ],
  [/^全场谁赢？$/, () => 'Who wins the match?'],
  [/^全场无进球$/, () => 'No goal'],
  [/^(\d+)' 前无进球$/, (m) => `No goal before ${m[1]}'`],
  [/^平局$/, () => 'Draw'],
  [/^大于 ([\d.]+)$/, (m) => `Over ${m[1]}`],
  [/^小于 ([\d.]+)$/, (m) => `Under ${m[1]}`],
  [/^主队$/, () => 'Home'],
  [/^客队$/, () => 'Away'],
  [/^开赛$/, () => 'Kick-off'],
  [/^(第\d+节|加时\d+) (\d+:\d+)$/, (m) => `${periodEn(m[1]!)} ${m[2]}`],
  // A banner of a streamer on a match (anchors.ts).
  [
    /^(?:(\S+)对(\S+) )?(\S+?)(直播中|陪你看)$/,
    (m, name) =>
      `${m[1] ? `${name(m[1])} v ${name(m[2]!)}: ` : ''}${name(m[3]!)} ${m[4] === '直播中' ? 'is live' : 'watches with you'}`,
  ],
  [/^主播间背景 (\d+)$/, (m) => `Streamer room background ${m[1]}`],
];

/** A lock's clock inside a question: 23:00 as it is, 第2节 06:00 → Q2 06:00. */
function periodClockEn(text: string): string {
  const [period, clock] = text.split(' ');
  return clock ? `${periodEn(period!)} ${clock}` : text;
}

/** `text`, one of the server's own sentences, in `language` (the world's names asked for only when English needs them). */
export function sentenceIn(text: string, language: NameLanguage, names: () => Names): string {
  if (language !== 'en') return traditionalSentence(text);
  const fixed = FIXED_EN[text];
  if (fixed) return fixed;
  const name = (zh: string) => names().get(zh)?.en ?? zh;
  for (const [shape, english] of ENGLISH) {
    const match = shape.exec(text);
    if (match) return english(match, name);
  }
  return name(text);
}

/** The language a request asked for its texts in, or undefined for zh-CN's (the texts as written). */
export const sentenceLanguageOf = (headers: IncomingHttpHeaders): NameLanguage | undefined =>
  nameLanguageOf(singleHeader(headers[Header.Language]));

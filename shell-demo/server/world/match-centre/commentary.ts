/**
 * 文字直播: one line per notable moment ('' for what is not worth a line), written in zh-CN with the
 * event (`text`) and said again in the language a call or a socket asks for, from the event it keeps
 * (`centreLineIn`): the same shape, its names in that language. A data table of the simulator's own
 * sentences, per language: Taiwan's and Hong Kong's words where they differ (延長, 十二碼, 入球,
 * 抄截 / 搶斷, 阻攻 / 封阻), the rest Traditional by the character table.
 */
import type { MatchCentreEvent } from '@src/contracts/match-centre';
import type { NameLanguage } from '../types';
import type { CentreDraft, CentreScript, CentreTeam } from './centre-types';

type Teams = { home: CentreTeam; away: CentreTeam };
type Language = NameLanguage | 'zh-CN';
/** The places a line fills: the team of the moment, its player, the other player, both teams, the score, the period. */
type Places = Readonly<Record<'team' | 'player' | 'other' | 'home' | 'away' | 'score' | 'period', string>>;

const ZH = {
  kickOff: '比赛开始！{home}对阵{away}。',
  halfTime: '上半场结束，比分 {score}。',
  secondHalf: '下半场开始。',
  extraTime: '常规时间战平 {score}，比赛进入加时赛。',
  shootout: '加时赛结束，将通过点球大战决出胜负。',
  fullTime: '全场比赛结束，比分 {score}。',
  ownGoal: '乌龙球！{player}不慎将球打进自家球门，{team}得分，比分 {score}。',
  penaltyGoal: '点球命中！{team}{player}一蹴而就，比分 {score}。',
  goal: '球进了！{team}{player}破门，比分 {score}。',
  assistedGoal: '球进了！{team}{player}破门，{other}助攻，比分 {score}。',
  saved: '{team}{player}射门被{other}扑出。',
  keeperSaved: '{team}{player}射门被门将扑出。',
  woodwork: '{team}{player}一脚劲射击中门框！',
  blocked: '{team}{player}射门被封堵。',
  wide: '{team}{player}射门偏出。',
  corner: '{team}获得角球。',
  yellow: '{team}{player}犯规吃到黄牌。',
  secondYellow: '{team}{player}两黄变一红，被罚下场！',
  red: '红牌！{team}{player}被直接罚下！',
  substitution: '{team}换人：{player}替换{other}。',
  goalDisallowed: 'VAR 介入！{team}的进球被判无效。',
  penaltyCancelled: 'VAR 改判，取消{team}的点球。',
  goalConfirmed: 'VAR 检查完毕，进球有效。',
  penaltyMissed: '点球罚失！{team}{player}错失良机。',
  offside: '{team}{player}越位。',
  tipOff: '比赛开始，{away}客场挑战{home}。',
  periodStart: '{period}开始。',
  periodEnd: '{period}结束，比分 {score}。',
  three: '{team}{player}命中三分，{score}。',
  assistedThree: '{team}{player}命中三分（{other}助攻），{score}。',
  freeThrow: '{team}{player}罚球命中，{score}。',
  two: '{team}{player}两分得手，{score}。',
  assistedTwo: '{team}{player}两分得手（{other}助攻），{score}。',
  steal: '{other}抢断{player}。',
  block: '{other}送出盖帽！',
  timeout: '{team}请求暂停。',
  technical: '{team}{player}被吹技术犯规。',
  basketballSubstitution: '{team}换人：{player}换下{other}。',
} as const;

type Line = keyof typeof ZH;

const EN: Readonly<Record<Line, string>> = {
  kickOff: 'Kick-off! {home} v {away}.',
  halfTime: 'Half-time: {score}.',
  secondHalf: 'The second half is under way.',
  extraTime: 'Level at {score} after normal time: extra time.',
  shootout: 'Extra time is over: a penalty shoot-out will decide it.',
  fullTime: 'Full-time: {score}.',
  ownGoal: 'Own goal! {player} puts it into his own net: {team} score, {score}.',
  penaltyGoal: 'Penalty scored! {player} ({team}) makes no mistake: {score}.',
  goal: 'Goal! {player} ({team}) scores: {score}.',
  assistedGoal: 'Goal! {player} ({team}) scores, assisted by {other}: {score}.',
  saved: '{player} ({team}) shoots: saved by {other}.',
  keeperSaved: '{player} ({team}) shoots: saved by the keeper.',
  woodwork: '{player} ({team}) hits the woodwork!',
  blocked: '{player} ({team}) has a shot blocked.',
  wide: '{player} ({team}) shoots wide.',
  corner: 'Corner to {team}.',
  yellow: 'Yellow card for {player} ({team}).',
  secondYellow: 'Second yellow for {player} ({team}): sent off!',
  red: 'Red card! {player} ({team}) is sent off!',
  substitution: 'Substitution, {team}: {player} replaces {other}.',
  goalDisallowed: "VAR! {team}'s goal is disallowed.",
  penaltyCancelled: 'VAR overturns it: no penalty for {team}.',
  goalConfirmed: 'VAR check complete: the goal stands.',
  penaltyMissed: 'Penalty missed! {player} ({team}) fails to score.',
  offside: '{player} ({team}) is offside.',
  tipOff: 'Tip-off: {away} visit {home}.',
  periodStart: 'Start of {period}.',
  periodEnd: 'End of {period}: {score}.',
  three: '{player} ({team}) hits a three: {score}.',
  assistedThree: '{player} ({team}) hits a three, assisted by {other}: {score}.',
  freeThrow: '{player} ({team}) makes a free throw: {score}.',
  two: '{player} ({team}) scores two: {score}.',
  assistedTwo: '{player} ({team}) scores two, assisted by {other}: {score}.',
  steal: '{other} steals from {player}.',
  block: '{other} with the block!',
  timeout: 'Timeout, {team}.',
  technical: 'Technical foul on {player} ({team}).',
  basketballSubstitution: 'Substitution, {team}: {player} in for {other}.',
};

/** Taiwan's own words (the rest: the mainland's line in Traditional characters). */
const TW: Partial<Record<Line, string>> = {
  steal: '{other}抄截{player}。',
  block: '{other}送出阻攻！',
};

/** Hong Kong's own words: 入球, 十二碼, 龍門, 搶斷, 封阻. */
const HK: Partial<Record<Line, string>> = {
  shootout: '加時賽結束，將以互射十二碼決勝負。',
  penaltyGoal: '十二碼射入！{team}{player}一蹴而就，比分 {score}。',
  goal: '入球！{team}{player}破門，比分 {score}。',
  assistedGoal: '入球！{team}{player}破門，{other}助攻，比分 {score}。',
  keeperSaved: '{team}{player}射門被龍門撲出。',
  goalDisallowed: 'VAR 介入！{team}的入球被判無效。',
  penaltyCancelled: 'VAR 改判，取消{team}的十二碼。',
  goalConfirmed: 'VAR 檢查完畢，入球有效。',
  penaltyMissed: '十二碼射失！{team}{player}錯失良機。',
  steal: '{other}搶斷{player}。',
  block: '{other}送出封阻！',
};

/** A basketball period: 第2节 / 第1个加时, Taiwan's 延長, Q2 / OT1. */
const PERIOD: Readonly<Record<Language, (quarter: number, overtime: number) => string>> = {
  'zh-CN': (quarter, overtime) => (overtime ? `第${overtime}个加时` : `第${quarter}节`),
  'zh-TW': (quarter, overtime) => (overtime ? `第${overtime}次延長` : `第${quarter}節`),
  'zh-HK': (quarter, overtime) => (overtime ? `第${overtime}個加時` : `第${quarter}節`),
  en: (quarter, overtime) => (overtime ? `OT${overtime}` : `Q${quarter}`),
};

const PERIOD_LINES: Readonly<Record<string, Line>> = {
  'kick-off': 'kickOff',
  'half-time': 'halfTime',
  'second-half': 'secondHalf',
  'extra-time': 'extraTime',
  shootout: 'shootout',
  'full-time': 'fullTime',
};

/** Which line a football moment takes; undefined for none. */
function footballShape(event: CentreDraft | MatchCentreEvent): Line | undefined {
  switch (event.kind) {
    case 'period':
      return PERIOD_LINES[event.detail];
    case 'goal':
      if (event.detail === 'own-goal') return 'ownGoal';
      if (event.detail === 'penalty') return 'penaltyGoal';
      return event.otherName ? 'assistedGoal' : 'goal';
    case 'shot':
      if (event.detail === 'on-target') return event.otherName ? 'saved' : 'keeperSaved';
      if (event.detail === 'woodwork') return 'woodwork';
      return event.detail === 'blocked' ? 'blocked' : 'wide';
    case 'corner':
      return 'corner';
    case 'card':
      if (event.detail === 'yellow') return 'yellow';
      return event.detail === 'second-yellow' ? 'secondYellow' : 'red';
    case 'substitution':
      return 'substitution';
    case 'var':
      if (event.detail === 'goal-disallowed') return 'goalDisallowed';
      return event.detail === 'penalty-cancelled' ? 'penaltyCancelled' : 'goalConfirmed';
    case 'penalty-missed':
      return 'penaltyMissed';
    case 'offside':
      return 'offside';
    default:
      return undefined;
  }
}

/** Which line a basketball moment takes; undefined for none. */
function basketballShape(event: CentreDraft | MatchCentreEvent): Line | undefined {
  switch (event.kind) {
    case 'period':
      if (event.detail !== 'start') return 'periodEnd';
      return event.period === 1 ? 'tipOff' : 'periodStart';
    case 'score':
      if (event.value === 3) return event.otherName ? 'assistedThree' : 'three';
      if (event.value === 1) return 'freeThrow';
      return event.otherName ? 'assistedTwo' : 'two';
    case 'turnover':
      return event.otherName ? 'steal' : undefined;
    case 'miss':
      return event.otherName ? 'block' : undefined;
    case 'timeout':
      return 'timeout';
    case 'technical':
      return 'technical';
    case 'substitution':
      return 'basketballSubstitution';
    default:
      return undefined;
  }
}

/** Says a name (a team's, a player's) in the line's language. */
type Say = (name: string) => string;

/**
 * The line `shape` in `language`: Traditional by `traditional` where the region writes no words of its
 * own, each place filled with its name said in the language.
 */
function written(
  shape: Line | undefined,
  event: CentreDraft | MatchCentreEvent,
  teams: { home: string; away: string },
  language: Language,
  say: Say,
  traditional: (text: string) => string,
): string {
  if (!shape) return '';
  const overtime = Math.max(0, event.period - 4);
  const places: Places = {
    team: event.side === '' ? '' : say(teams[event.side]),
    player: say(event.playerName),
    other: say(event.otherName),
    home: say(teams.home),
    away: say(teams.away),
    score: `${event.homeScore}-${event.awayScore}`,
    period: PERIOD[language](event.period, overtime),
  };
  const template =
    language === 'zh-CN'
      ? ZH[shape]
      : language === 'en'
        ? EN[shape]
        : ((language === 'zh-HK' ? HK : TW)[shape] ?? traditional(ZH[shape]));
  return template.replace(/\{(\w+)\}/g, (_, place: keyof Places) => places[place]);
}

const asWritten: Say = (name) => name;
const namesOf = (teams: Teams) => ({ home: teams.home.shortName, away: teams.away.shortName });

export const footballLine = (event: CentreDraft, teams: Teams): string =>
  written(footballShape(event), event, namesOf(teams), 'zh-CN', asWritten, asWritten);

export const basketballLine = (event: CentreDraft, teams: Teams): string =>
  written(basketballShape(event), event, namesOf(teams), 'zh-CN', asWritten, asWritten);

/** An event's line in `language`, its names said by `say`, Traditional characters by `traditional`. */
export function centreLineIn(
  event: MatchCentreEvent,
  centre: CentreScript,
  language: NameLanguage,
  say: Say,
  traditional: (text: string) => string,
): string {
  const shape = centre.sport === 'football' ? footballShape(event) : basketballShape(event);
  return written(shape, event, namesOf(centre), language, say, traditional);
}

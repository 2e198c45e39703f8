/**
 * The NBA's tables: standings by conference (east 1, west 2) or by
 * division, home and away records, the player ranking per statistic (top 10), and the six
 * positions — each view with the codes it is requested with and the words it shows.
 */
import {
  NBA_POSITIONS,
  NbaConference,
  NbaRankingOrder,
  NbaStandingsScope,
  NbaStatScope,
  type NbaConferenceCode,
  type NbaPlayerRankItem,
  type NbaRankingOrderCode,
  type NbaStandingsScopeCode,
  type NbaStatScopeCode,
} from '../../../contracts/nba';

/** The standings switch of /nba: the east, the west, or the six divisions. */
export type StandingsView = 'east' | 'west' | 'division';
export const STANDINGS_VIEWS: readonly StandingsView[] = ['east', 'west', 'division'];

export function standingsRequest(view: StandingsView): { scope: NbaStandingsScopeCode; division: NbaConferenceCode } {
  if (view === 'division') return { scope: NbaStandingsScope.Division, division: NbaConference.Both };
  return { scope: NbaStandingsScope.Conference, division: view === 'east' ? NbaConference.East : NbaConference.West };
}

export const CONFERENCE_WORDS: Readonly<Record<number, string>> = {
  [NbaConference.East]: '东部',
  [NbaConference.West]: '西部',
};

/** Places 1–6 of a conference go to the playoffs, 7–10 to the play-in: the conference tables mark them. */
export function conferencePlaceMark(rank: number): { tone: 'win' | 'info'; label: string } | null {
  if (rank >= 1 && rank <= 6) return { tone: 'win', label: '季后赛区' };
  if (rank >= 7 && rank <= 10) return { tone: 'info', label: '附加赛区' };
  return null;
}

/** Which table of the standings: the records, or home and away. */
export type StandingsTable = 'record' | 'homeAway';

/** The statistics a player ranking is for, in the order the switch shows them. */
export const STAT_SCOPES: readonly { scope: NbaStatScopeCode; word: string }[] = [
  { scope: NbaStatScope.Points, word: '得分' },
  { scope: NbaStatScope.Rebounds, word: '篮板' },
  { scope: NbaStatScope.Assists, word: '助攻' },
  { scope: NbaStatScope.Blocks, word: '盖帽' },
  { scope: NbaStatScope.Steals, word: '抢断' },
];

export const statWord = (scope: number): string => STAT_SCOPES.find((row) => row.scope === scope)?.word ?? '';

export const RANKING_ORDERS: readonly { order: NbaRankingOrderCode; word: string }[] = [
  { order: NbaRankingOrder.PerGame, word: '场均' },
  { order: NbaRankingOrder.Total, word: '总数' },
];

/** A player ranking keeps the top 10. */
export const PLAYER_RANKING_SIZE = 10;

export function topPlayers(list: readonly NbaPlayerRankItem[]): NbaPlayerRankItem[] {
  return [...list].sort((a, b) => a.rank - b.rank).slice(0, PLAYER_RANKING_SIZE);
}

/** The six positions in Chinese. */
export const POSITION_WORDS: Readonly<Record<(typeof NBA_POSITIONS)[number], string>> = {
  center: '中锋',
  forward: '前锋',
  'point guard': '控球后卫',
  'power forward': '大前锋',
  'shooting guard': '得分后卫',
  'small forward': '小前锋',
};

/** A position's word; '' for one outside the six. */
export const positionWord = (position: string): string =>
  (NBA_POSITIONS as readonly string[]).includes(position)
    ? POSITION_WORDS[position as (typeof NBA_POSITIONS)[number]]
    : '';

/** Win percentage as shown: 0.659 → '65.9%'. */
export const winPctLabel = (winPct: number): string => `${(Math.round(winPct * 1000) / 10).toFixed(1)}%`;

/** Games behind the leader: '-' for the leader, '2.5' otherwise. */
export const gamesBehindLabel = (gamesBehind: number): string => (gamesBehind <= 0 ? '-' : String(gamesBehind));

/** A won-lost record: '23-5'. */
export const recordLabel = (won: number, lost: number): string => `${won}-${lost}`;

/** A streak as words: 'W3' → '3连胜', 'L2' → '2连败'. */
export function streakLabel(streak: string): string {
  const found = /^([WL])(\d+)$/.exec(streak);
  if (!found) return '-';
  return `${found[2]}${found[1] === 'W' ? '连胜' : '连败'}`;
}

/** A per-game average, always with one decimal: 5 → '5.0'. */
export const averageLabel = (value: number): string => value.toFixed(1);

/** A figure of a ranking: a per-game average keeps one decimal, a total is whole. */
export const rankingValueLabel = (value: number, order: number): string =>
  order === NbaRankingOrder.Total ? String(Math.round(value)) : averageLabel(value);

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
import type { NbaWords } from '../nba-messages';

/** The standings switch of /nba: the east, the west, or the six divisions. */
export type StandingsView = 'east' | 'west' | 'division';
export const STANDINGS_VIEWS: readonly StandingsView[] = ['east', 'west', 'division'];

export function standingsRequest(view: StandingsView): { scope: NbaStandingsScopeCode; division: NbaConferenceCode } {
  if (view === 'division') return { scope: NbaStandingsScope.Division, division: NbaConference.Both };
  return { scope: NbaStandingsScope.Conference, division: view === 'east' ? NbaConference.East : NbaConference.West };
}

/** A conference's view, whose word names it (the standings switch's east and west). */
export const CONFERENCE_VIEWS: Readonly<Record<number, 'east' | 'west'>> = {
  [NbaConference.East]: 'east',
  [NbaConference.West]: 'west',
};

/** Places 1–6 of a conference go to the playoffs, 7–10 to the play-in: the conference tables mark them. */
export function conferencePlaceMark(
  rank: number,
  words: Pick<NbaWords, 'placeMarks'>,
): { tone: 'win' | 'info'; label: string } | null {
  if (rank >= 1 && rank <= 6) return { tone: 'win', label: words.placeMarks.playoffs };
  if (rank >= 7 && rank <= 10) return { tone: 'info', label: words.placeMarks.playIn };
  return null;
}

/** Which table of the standings: the records, or home and away. */
export type StandingsTable = 'record' | 'homeAway';

/** The statistics a player ranking is for, in the order the switch shows them. */
export const STAT_SCOPES: readonly { scope: NbaStatScopeCode; word: keyof NbaWords['stats'] }[] = [
  { scope: NbaStatScope.Points, word: 'points' },
  { scope: NbaStatScope.Rebounds, word: 'rebounds' },
  { scope: NbaStatScope.Assists, word: 'assists' },
  { scope: NbaStatScope.Blocks, word: 'blocks' },
  { scope: NbaStatScope.Steals, word: 'steals' },
];

export const statWord = (scope: number, words: Pick<NbaWords, 'stats'>): string => {
  const row = STAT_SCOPES.find((item) => item.scope === scope);
  return row ? words.stats[row.word] : '';
};

export const RANKING_ORDERS: readonly { order: NbaRankingOrderCode; word: keyof NbaWords['rankingOrders'] }[] = [
  { order: NbaRankingOrder.PerGame, word: 'perGame' },
  { order: NbaRankingOrder.Total, word: 'total' },
];

/** A player ranking keeps the top 10. */
export const PLAYER_RANKING_SIZE = 10;

export function topPlayers(list: readonly NbaPlayerRankItem[]): NbaPlayerRankItem[] {
  return [...list].sort((a, b) => a.rank - b.rank).slice(0, PLAYER_RANKING_SIZE);
}

/** The six positions as the wire spells them, each with its word's key. */
export const POSITION_WORDS: Readonly<Record<(typeof NBA_POSITIONS)[number], keyof NbaWords['positions']>> = {
  center: 'center',
  forward: 'forward',
  'point guard': 'pointGuard',
  'power forward': 'powerForward',
  'shooting guard': 'shootingGuard',
  'small forward': 'smallForward',
};

/** A position's word; '' for one outside the six. */
export const positionWord = (position: string, words: Pick<NbaWords, 'positions'>): string =>
  (NBA_POSITIONS as readonly string[]).includes(position)
    ? words.positions[POSITION_WORDS[position as (typeof NBA_POSITIONS)[number]]]
    : '';

/** Win percentage as shown: 0.659 → '65.9%'. */
export const winPctLabel = (winPct: number): string => `${(Math.round(winPct * 1000) / 10).toFixed(1)}%`;

/** Games behind the leader: '-' for the leader, '2.5' otherwise. */
export const gamesBehindLabel = (gamesBehind: number): string => (gamesBehind <= 0 ? '-' : String(gamesBehind));

/** A won-lost record: '23-5'. */
export const recordLabel = (won: number, lost: number): string => `${won}-${lost}`;

/** A streak as words: 'W3' → '3连胜', 'L2' → '2连败'. */
export function streakLabel(streak: string, words: Pick<NbaWords, 'streak'>): string {
  const found = /^([WL])(\d+)$/.exec(streak);
  if (!found) return '-';
  return words.streak(Number(found[2]), found[1] === 'W');
}

/** A per-game average, always with one decimal: 5 → '5.0'. */
export const averageLabel = (value: number): string => value.toFixed(1);

/** A figure of a ranking: a per-game average keeps one decimal, a total is whole. */
export const rankingValueLabel = (value: number, order: number): string =>
  order === NbaRankingOrder.Total ? String(Math.round(value)) : averageLabel(value);

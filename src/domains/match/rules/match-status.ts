/**
 * Match status, one table per sport: the football status ids 0–13 and the
 * basketball ones 0–15 (the detailed phase codes are in rules/match-phases.ts, loaded only by
 * the pages that show them). Each row gives the status its display word, its coarse group
 * (unstarted, processing, ended, delay) and its named state (NOT_STARTED, LIVE, ENDED,
 * POSTPONED, ...). Every page that shows a match — anchors, leagues, cups, NBA — asks these
 * tables. Football has no status 6 in the spec: an id outside a table reads as abnormal.
 */
export type Sport = 'football' | 'basketball';

/** The coarse groups. */
export type StatusGroup = 'unstarted' | 'processing' | 'ended' | 'delay';

/** The named states. */
export type MatchState =
  'NOT_STARTED' | 'LIVE' | 'ENDED' | 'POSTPONED' | 'INTERRUPTED' | 'CANCELLED' | 'DELAYED' | 'ABANDONED' | 'SUSPENDED';

export interface StatusRow {
  code: number;
  /** What the UI shows (the spec's name of each status is the comment beside its row). */
  word: string;
  group: StatusGroup;
  state: MatchState;
}

export const tableRow = (code: number, word: string, group: StatusGroup, state: MatchState): StatusRow => ({
  code,
  word,
  group,
  state,
});

export const FOOTBALL_STATUS: readonly StatusRow[] = [
  tableRow(0, '比赛异常', 'delay', 'SUSPENDED'), // abnormal
  tableRow(1, '未开赛', 'unstarted', 'NOT_STARTED'), // not started
  tableRow(2, '上半场', 'processing', 'LIVE'), // first half
  tableRow(3, '中场', 'processing', 'LIVE'), // half-time
  tableRow(4, '下半场', 'processing', 'LIVE'), // second half
  tableRow(5, '加时', 'processing', 'LIVE'), // extra time
  tableRow(7, '点球', 'processing', 'LIVE'), // penalty shootout
  tableRow(8, '完场', 'ended', 'ENDED'), // finished
  tableRow(9, '推迟', 'delay', 'POSTPONED'), // postponed
  tableRow(10, '中断', 'delay', 'INTERRUPTED'), // interrupted
  tableRow(11, '腰斩', 'ended', 'ABANDONED'), // abandoned
  tableRow(12, '取消', 'ended', 'CANCELLED'), // cancelled
  tableRow(13, '待定', 'delay', 'DELAYED'), // to be decided
];

export const BASKETBALL_STATUS: readonly StatusRow[] = [
  tableRow(0, '比赛异常', 'delay', 'SUSPENDED'), // abnormal
  tableRow(1, '未开赛', 'unstarted', 'NOT_STARTED'), // not started
  tableRow(2, '第1节', 'processing', 'LIVE'), // first quarter
  tableRow(3, '第1节结束', 'processing', 'LIVE'), // first break
  tableRow(4, '第2节', 'processing', 'LIVE'), // second quarter
  tableRow(5, '中场', 'processing', 'LIVE'), // half-time
  tableRow(6, '第3节', 'processing', 'LIVE'), // third quarter
  tableRow(7, '第3节结束', 'processing', 'LIVE'), // third break
  tableRow(8, '第4节', 'processing', 'LIVE'), // fourth quarter
  tableRow(9, '加时', 'processing', 'LIVE'), // overtime
  tableRow(10, '完场', 'ended', 'ENDED'), // finished
  tableRow(11, '中断', 'delay', 'INTERRUPTED'), // interrupted
  tableRow(12, '取消', 'ended', 'CANCELLED'), // cancelled
  tableRow(13, '推迟', 'delay', 'POSTPONED'), // postponed
  tableRow(14, '腰斩', 'ended', 'ABANDONED'), // abandoned
  tableRow(15, '待定', 'delay', 'DELAYED'), // to be decided
];

const ABNORMAL: Record<Sport, StatusRow> = {
  football: FOOTBALL_STATUS[0]!,
  basketball: BASKETBALL_STATUS[0]!,
};

export const byCode = (rows: readonly StatusRow[]): ReadonlyMap<number, StatusRow> =>
  new Map(rows.map((entry) => [entry.code, entry]));
const TABLES: Record<Sport, ReadonlyMap<number, StatusRow>> = {
  football: byCode(FOOTBALL_STATUS),
  basketball: byCode(BASKETBALL_STATUS),
};

/** 'basketball' for the basketball sport names and type codes (2), football otherwise. */
export function sportOf(value: string | number): Sport {
  return value === 'basketball' || value === 2 ? 'basketball' : 'football';
}

/** The row of a status id; an unknown one reads as abnormal. */
export function statusRow(sport: Sport, code: number): StatusRow {
  return TABLES[sport].get(code) ?? ABNORMAL[sport];
}

/** How a row reads on the pages: before, during, after the match, or something else. */
export function phaseOfRow({ group, state }: StatusRow): MatchPhase {
  if (group === 'unstarted') return 'not-started';
  if (group === 'processing') return 'in-play';
  return state === 'ENDED' ? 'finished' : 'other';
}

export const statusWord = (sport: Sport, code: number): string => statusRow(sport, code).word;
export const statusGroup = (sport: Sport, code: number): StatusGroup => statusRow(sport, code).group;
export const matchState = (sport: Sport, code: number): MatchState => statusRow(sport, code).state;

/** The questions the pages ask: before, during, after the match, or something else. */
export type MatchPhase = 'not-started' | 'in-play' | 'finished' | 'other';

export function matchPhase(sport: Sport, code: number): MatchPhase {
  return phaseOfRow(statusRow(sport, code));
}

export const isInPlay = (sport: Sport, code: number): boolean => matchPhase(sport, code) === 'in-play';

/** Not started or being played: a match a streamer can still be watched on. */
export function isUpcomingOrInPlay(sport: Sport, code: number): boolean {
  const phase = matchPhase(sport, code);
  return phase === 'not-started' || phase === 'in-play';
}

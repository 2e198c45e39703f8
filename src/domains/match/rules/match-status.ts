/**
 * Match status of spec section 4, one table per family: the football status ids 0–13, the
 * basketball ones 0–15, and the detailed phase codes — football 1002–1016, basketball
 * 3001–3019. Each row gives the status its display word, its coarse group (unstarted,
 * processing, ended, delay) and its named state (NOT_STARTED, LIVE, ENDED, POSTPONED, ...).
 * Every page that shows a match — anchors, leagues, cups, NBA — asks these tables.
 *
 * The spec lists the detailed phases without their codes ("exact code-to-phase mapping not
 * shown"); the codes below follow the spec's order of the phases, and are the contract of this
 * app with its development server until the backend says otherwise. Football has no status 6
 * in the spec: an id outside a table reads as abnormal.
 */
export type Sport = 'football' | 'basketball';

/** The coarse groups of spec section 4. */
export type StatusGroup = 'unstarted' | 'processing' | 'ended' | 'delay';

/** The named states of spec section 4. */
export type MatchState =
  | 'NOT_STARTED'
  | 'LIVE'
  | 'ENDED'
  | 'POSTPONED'
  | 'INTERRUPTED'
  | 'CANCELLED'
  | 'DELAYED'
  | 'ABANDONED'
  | 'SUSPENDED';

export interface StatusRow {
  code: number;
  /** The spec's name of the status or phase. */
  name: string;
  /** What the UI shows. */
  word: string;
  group: StatusGroup;
  state: MatchState;
}

const row = (code: number, name: string, word: string, group: StatusGroup, state: MatchState): StatusRow => ({
  code,
  name,
  word,
  group,
  state,
});

export const FOOTBALL_STATUS: readonly StatusRow[] = [
  row(0, 'abnormal', '比赛异常', 'delay', 'SUSPENDED'),
  row(1, 'not started', '未开赛', 'unstarted', 'NOT_STARTED'),
  row(2, 'first half', '上半场', 'processing', 'LIVE'),
  row(3, 'half-time', '中场', 'processing', 'LIVE'),
  row(4, 'second half', '下半场', 'processing', 'LIVE'),
  row(5, 'extra time', '加时', 'processing', 'LIVE'),
  row(7, 'penalty shootout', '点球', 'processing', 'LIVE'),
  row(8, 'finished', '完场', 'ended', 'ENDED'),
  row(9, 'postponed', '推迟', 'delay', 'POSTPONED'),
  row(10, 'interrupted', '中断', 'delay', 'INTERRUPTED'),
  row(11, 'abandoned', '腰斩', 'ended', 'ABANDONED'),
  row(12, 'cancelled', '取消', 'ended', 'CANCELLED'),
  row(13, 'to be decided', '待定', 'delay', 'DELAYED'),
];

export const BASKETBALL_STATUS: readonly StatusRow[] = [
  row(0, 'abnormal', '比赛异常', 'delay', 'SUSPENDED'),
  row(1, 'not started', '未开赛', 'unstarted', 'NOT_STARTED'),
  row(2, 'first quarter', '第1节', 'processing', 'LIVE'),
  row(3, 'first break', '第1节结束', 'processing', 'LIVE'),
  row(4, 'second quarter', '第2节', 'processing', 'LIVE'),
  row(5, 'half-time', '中场', 'processing', 'LIVE'),
  row(6, 'third quarter', '第3节', 'processing', 'LIVE'),
  row(7, 'third break', '第3节结束', 'processing', 'LIVE'),
  row(8, 'fourth quarter', '第4节', 'processing', 'LIVE'),
  row(9, 'overtime', '加时', 'processing', 'LIVE'),
  row(10, 'finished', '完场', 'ended', 'ENDED'),
  row(11, 'interrupted', '中断', 'delay', 'INTERRUPTED'),
  row(12, 'cancelled', '取消', 'ended', 'CANCELLED'),
  row(13, 'postponed', '推迟', 'delay', 'POSTPONED'),
  row(14, 'abandoned', '腰斩', 'ended', 'ABANDONED'),
  row(15, 'to be decided', '待定', 'delay', 'DELAYED'),
];

/** Detailed football phases, in the spec's order from 1002. */
export const FOOTBALL_PHASES: readonly StatusRow[] = [
  row(1002, 'first half', '上半场', 'processing', 'LIVE'),
  row(1003, 'half break', '中场休息', 'processing', 'LIVE'),
  row(1004, 'second half', '下半场', 'processing', 'LIVE'),
  row(1005, 'regulation over', '常规时间结束', 'processing', 'LIVE'),
  row(1006, 'extra-time first half', '加时上半场', 'processing', 'LIVE'),
  row(1007, 'extra-time half-time', '加时中场', 'processing', 'LIVE'),
  row(1008, 'extra-time second half', '加时下半场', 'processing', 'LIVE'),
  row(1009, 'extra time over', '加时结束', 'processing', 'LIVE'),
  row(1010, 'penalty shootout', '点球大战', 'processing', 'LIVE'),
  row(1011, 'match over', '完场', 'ended', 'ENDED'),
  row(1012, 'waiting for extra time', '等待加时', 'processing', 'LIVE'),
  row(1013, 'waiting for penalties', '等待点球', 'processing', 'LIVE'),
  row(1014, 'shootout over', '点球结束', 'ended', 'ENDED'),
  row(1015, 'interrupted', '中断', 'delay', 'INTERRUPTED'),
  row(1016, 'discarded', '作废', 'ended', 'ABANDONED'),
];

/** Detailed basketball phases, in the spec's order from 3001 (halves, then quarters, each with its break). */
export const BASKETBALL_PHASES: readonly StatusRow[] = [
  row(3001, 'not started', '未开赛', 'unstarted', 'NOT_STARTED'),
  row(3002, 'first half', '上半场', 'processing', 'LIVE'),
  row(3003, 'half-time', '中场', 'processing', 'LIVE'),
  row(3004, 'second half', '下半场', 'processing', 'LIVE'),
  row(3005, 'first quarter', '第1节', 'processing', 'LIVE'),
  row(3006, 'first break', '第1节结束', 'processing', 'LIVE'),
  row(3007, 'second quarter', '第2节', 'processing', 'LIVE'),
  row(3008, 'second break', '第2节结束', 'processing', 'LIVE'),
  row(3009, 'third quarter', '第3节', 'processing', 'LIVE'),
  row(3010, 'third break', '第3节结束', 'processing', 'LIVE'),
  row(3011, 'fourth quarter', '第4节', 'processing', 'LIVE'),
  row(3012, 'regular time over', '常规时间结束', 'processing', 'LIVE'),
  row(3013, 'awaiting overtime', '等待加时', 'processing', 'LIVE'),
  row(3014, 'overtime', '加时', 'processing', 'LIVE'),
  row(3015, 'overtime over', '加时结束', 'processing', 'LIVE'),
  row(3016, 'ended', '完场', 'ended', 'ENDED'),
  row(3017, 'postponed', '推迟', 'delay', 'POSTPONED'),
  row(3018, 'interrupted', '中断', 'delay', 'INTERRUPTED'),
  row(3019, 'discarded', '作废', 'ended', 'ABANDONED'),
];

const ABNORMAL: Record<Sport, StatusRow> = {
  football: FOOTBALL_STATUS[0]!,
  basketball: BASKETBALL_STATUS[0]!,
};

const byCode = (rows: readonly StatusRow[]) => new Map(rows.map((entry) => [entry.code, entry]));
const TABLES: Record<Sport, ReadonlyMap<number, StatusRow>> = {
  football: byCode([...FOOTBALL_STATUS, ...FOOTBALL_PHASES]),
  basketball: byCode([...BASKETBALL_STATUS, ...BASKETBALL_PHASES]),
};

/** 'basketball' for the basketball sport names and type codes (2), football otherwise. */
export function sportOf(value: string | number): Sport {
  return value === 'basketball' || value === 2 ? 'basketball' : 'football';
}

/** The row of a status id or phase code; an unknown one reads as abnormal. */
export function statusRow(sport: Sport, code: number): StatusRow {
  return TABLES[sport].get(code) ?? ABNORMAL[sport];
}

export const statusWord = (sport: Sport, code: number): string => statusRow(sport, code).word;
export const statusGroup = (sport: Sport, code: number): StatusGroup => statusRow(sport, code).group;
export const matchState = (sport: Sport, code: number): MatchState => statusRow(sport, code).state;

export const NOT_STARTED = 1;

/** The questions the pages ask: before, during, after the match, or something else. */
export type MatchPhase = 'not-started' | 'in-play' | 'finished' | 'other';

export function matchPhase(sport: Sport, code: number): MatchPhase {
  const { group, state } = statusRow(sport, code);
  if (group === 'unstarted') return 'not-started';
  if (group === 'processing') return 'in-play';
  return state === 'ENDED' ? 'finished' : 'other';
}

export const isInPlay = (sport: Sport, code: number): boolean => matchPhase(sport, code) === 'in-play';

/** Not started or being played: a match a streamer can still be watched on. */
export function isUpcomingOrInPlay(sport: Sport, code: number): boolean {
  const phase = matchPhase(sport, code);
  return phase === 'not-started' || phase === 'in-play';
}

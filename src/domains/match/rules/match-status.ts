/**
 * Match status of spec section 4, one table per sport: the football status ids 0–13 and the
 * basketball ones 0–15 (the detailed phase codes are in rules/match-phases.ts, loaded only by
 * the pages that show them). Each row gives the status its display word, its coarse group
 * (unstarted, processing, ended, delay) and its named state (NOT_STARTED, LIVE, ENDED,
 * POSTPONED, ...). Every page that shows a match — anchors, leagues, cups, NBA — asks these
 * tables. Football has no status 6 in the spec: an id outside a table reads as abnormal.
 */
export type Sport = 'football' | 'basketball';

/** The coarse groups of spec section 4. */
export type StatusGroup = 'unstarted' | 'processing' | 'ended' | 'delay';

/** The named states of spec section 4. */
export type MatchState =
  'NOT_STARTED' | 'LIVE' | 'ENDED' | 'POSTPONED' | 'INTERRUPTED' | 'CANCELLED' | 'DELAYED' | 'ABANDONED' | 'SUSPENDED';

export interface StatusRow {
  code: number;
  /** What the UI shows. */
  word: string;
  group: StatusGroup;
  state: MatchState;
}

/** The coarse group of each named state (spec section 4). */
const GROUPS: Record<StatusGroup, readonly MatchState[]> = {
  unstarted: ['NOT_STARTED'],
  processing: ['LIVE'],
  ended: ['ENDED', 'ABANDONED', 'CANCELLED'],
  delay: ['POSTPONED', 'INTERRUPTED', 'DELAYED', 'SUSPENDED'],
};
const groupOf = (state: MatchState): StatusGroup =>
  (Object.keys(GROUPS) as StatusGroup[]).find((group) => GROUPS[group].includes(state))!;

/** The states outside play read the same in both sports' status tables (and, mostly, the phases'). */
const OUT_OF_PLAY_WORDS: Record<Exclude<MatchState, 'LIVE'>, string> = {
  SUSPENDED: '比赛异常', // abnormal
  NOT_STARTED: '未开赛',
  ENDED: '完场', // finished
  POSTPONED: '推迟',
  INTERRUPTED: '中断',
  ABANDONED: '腰斩',
  CANCELLED: '取消',
  DELAYED: '待定', // to be decided
};

/**
 * A status or phase table, in code order: the codes in play with their words, the codes outside
 * play by state (OUT_OF_PLAY_WORDS says them unless `words` has another word for a code). The
 * spec's name of each code is in tests/unit/domains/match/rules/match-status.test.ts.
 */
export function statusTable(
  inPlay: Readonly<Record<number, string>>,
  outOfPlay: Partial<Record<Exclude<MatchState, 'LIVE'>, number | readonly number[]>>,
  words: Readonly<Record<number, string>> = {},
): readonly StatusRow[] {
  const row = (code: number, word: string, state: MatchState): StatusRow => ({
    code,
    word,
    group: groupOf(state),
    state,
  });
  const rows = [
    ...Object.entries(inPlay).map(([code, word]) => row(Number(code), word, 'LIVE')),
    ...(Object.entries(outOfPlay) as [Exclude<MatchState, 'LIVE'>, number | readonly number[]][]).flatMap(
      ([state, codes]) => [codes].flat().map((code) => row(code, words[code] ?? OUT_OF_PLAY_WORDS[state], state)),
    ),
  ];
  return rows.sort((a, b) => a.code - b.code);
}

/** Football status ids 0–13; the spec has no 6. In play: first half, half-time, second half, extra time, penalties. */
export const FOOTBALL_STATUS = statusTable(
  { 2: '上半场', 3: '中场', 4: '下半场', 5: '加时', 7: '点球' },
  { SUSPENDED: 0, NOT_STARTED: 1, ENDED: 8, POSTPONED: 9, INTERRUPTED: 10, ABANDONED: 11, CANCELLED: 12, DELAYED: 13 },
);

/** Basketball status ids 0–15. In play: the four quarters with their breaks (half-time after the 2nd), overtime. */
export const BASKETBALL_STATUS = statusTable(
  { 2: '第1节', 3: '第1节结束', 4: '第2节', 5: '中场', 6: '第3节', 7: '第3节结束', 8: '第4节', 9: '加时' },
  {
    SUSPENDED: 0,
    NOT_STARTED: 1,
    ENDED: 10,
    INTERRUPTED: 11,
    CANCELLED: 12,
    POSTPONED: 13,
    ABANDONED: 14,
    DELAYED: 15,
  },
);

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

export const NOT_STARTED = 1;

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

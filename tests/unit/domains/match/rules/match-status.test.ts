/** The status and phase tables against the contract's lists, one table each. */
import { BASKETBALL_PHASES, FOOTBALL_PHASES, phaseOf, phaseRow } from '@src/domains/match/rules/match-phases';
import type * as MatchStatusModule from '@src/domains/match/rules/match-status';
import type { MatchWords, StatusRow } from '@src/domains/match/rules/match-status';
import { matchMessages } from '@src/domains/match/match-messages.zh-cn';
import { phaseMessages } from '@src/domains/match/phase-messages.zh-cn';
import { freshModule } from '@tests/support/fresh-module';

// The tables are the module's constants: each test reads them through the module loaded anew for
// it (freshModule), so a mutation tool counts the tests that read them.
let status: typeof MatchStatusModule;
beforeEach(() => {
  status = freshModule<typeof MatchStatusModule>('@src/domains/match/rules/match-status');
});

/** code → [word, state]: the spec's list, as the UI says it and as the state it names. */
const table = (rows: readonly StatusRow[]) =>
  Object.fromEntries(rows.map((row) => [row.code, [row.word(matchMessages), row.state]]));
/** A phase row's zh-CN word. */
const phaseWordOf = (row: StatusRow<MatchWords & typeof phaseMessages>) =>
  row.word({ ...matchMessages, ...phaseMessages });

describe('football status 0–13', () => {
  it('has exactly the spec list', () => {
    expect(table(status.FOOTBALL_STATUS)).toEqual({
      0: ['比赛异常', 'SUSPENDED'], // abnormal
      1: ['未开赛', 'NOT_STARTED'], // not started
      2: ['上半场', 'LIVE'], // first half
      3: ['中场', 'LIVE'], // half-time
      4: ['下半场', 'LIVE'], // second half
      5: ['加时', 'LIVE'], // extra time
      7: ['点球', 'LIVE'], // penalty shootout
      8: ['完场', 'ENDED'], // finished
      9: ['推迟', 'POSTPONED'], // postponed
      10: ['中断', 'INTERRUPTED'], // interrupted
      11: ['腰斩', 'ABANDONED'], // abandoned
      12: ['取消', 'CANCELLED'], // cancelled
      13: ['待定', 'DELAYED'], // to be decided
    });
  });

  it('groups them: unstarted, processing (2–7), ended, delay', () => {
    expect(status.statusGroup('football', 1)).toBe('unstarted');
    expect([2, 3, 4, 5, 7].map((code) => status.statusGroup('football', code))).toEqual(Array(5).fill('processing'));
    expect([8, 11, 12].map((code) => status.statusGroup('football', code))).toEqual(['ended', 'ended', 'ended']);
    expect([0, 9, 10, 13].map((code) => status.statusGroup('football', code))).toEqual(Array(4).fill('delay'));
    expect([8, 9, 10, 11, 12, 13, 0].map((code) => status.matchState('football', code))).toEqual([
      'ENDED',
      'POSTPONED',
      'INTERRUPTED',
      'ABANDONED',
      'CANCELLED',
      'DELAYED',
      'SUSPENDED',
    ]);
  });

  it('reads an id outside the table (6) as abnormal', () => {
    expect(status.statusWord('football', 6)).toBe('比赛异常');
    expect(status.matchPhase('football', 6)).toBe('other');
  });
});

describe('basketball status 0–15', () => {
  it('has 0 abnormal, 1 not started, 2–8 quarters and breaks, 9 overtime, 10 finished, 11–15 the abnormal family', () => {
    expect(status.BASKETBALL_STATUS.map((row) => row.code)).toEqual([...Array(16).keys()]);
    expect(table(status.BASKETBALL_STATUS)).toMatchObject({
      0: ['比赛异常', 'SUSPENDED'], // abnormal
      1: ['未开赛', 'NOT_STARTED'], // not started
      9: ['加时', 'LIVE'], // overtime
      10: ['完场', 'ENDED'], // finished
      11: ['中断', 'INTERRUPTED'], // interrupted
      12: ['取消', 'CANCELLED'], // cancelled
      13: ['推迟', 'POSTPONED'], // postponed
      14: ['腰斩', 'ABANDONED'], // abandoned
      15: ['待定', 'DELAYED'], // to be decided
    });
    expect([2, 3, 4, 5, 6, 7, 8].map((code) => status.statusWord('basketball', code))).toEqual([
      '第1节',
      '第1节结束',
      '第2节',
      '中场',
      '第3节',
      '第3节结束',
      '第4节',
    ]);
    expect([2, 5, 8, 9].every((code) => status.matchState('basketball', code) === 'LIVE')).toBe(true);
  });
});

describe('detailed phases (their own module, not on the first screen)', () => {
  it('football 1002–1016 are the spec phases in its order', () => {
    expect(FOOTBALL_PHASES.map((row) => row.code)).toEqual([...Array(15).keys()].map((index) => 1002 + index));
    expect(FOOTBALL_PHASES.map(phaseWordOf)).toEqual([
      '上半场', // first half
      '中场休息', // half break
      '下半场', // second half
      '常规时间结束', // regulation over
      '加时上半场', // extra-time first half
      '加时中场', // extra-time half-time
      '加时下半场', // extra-time second half
      '加时结束', // extra time over
      '点球大战', // penalty shootout
      '完场', // match over
      '等待加时', // waiting for extra time
      '等待点球', // waiting for penalties
      '点球结束', // shootout over
      '中断', // interrupted
      '作废', // discarded
    ]);
    expect(phaseOf('football', 1006)).toBe('in-play');
    expect(phaseOf('football', 1011)).toBe('finished');
    expect(phaseRow('football', 1015)?.group).toBe('delay');
    expect(phaseRow('football', 3001)).toBeUndefined();
  });

  it('basketball 3001–3019: not started, halves, quarters with their breaks, regular time over, overtime, ended, postponed, interrupted, discarded', () => {
    expect(BASKETBALL_PHASES.map((row) => row.code)).toEqual([...Array(19).keys()].map((index) => 3001 + index));
    expect(BASKETBALL_PHASES.map(phaseWordOf)).toEqual([
      '未开赛', // not started
      '上半场', // first half
      '中场', // half-time
      '下半场', // second half
      '第1节', // first quarter
      '第1节结束', // first break
      '第2节', // second quarter
      '第2节结束', // second break
      '第3节', // third quarter
      '第3节结束', // third break
      '第4节', // fourth quarter
      '常规时间结束', // regular time over
      '等待加时', // awaiting overtime
      '加时', // overtime
      '加时结束', // overtime over
      '完场', // ended
      '推迟', // postponed
      '中断', // interrupted
      '作废', // discarded
    ]);
    expect(phaseOf('basketball', 3001)).toBe('not-started');
    expect(phaseOf('basketball', 3014)).toBe('in-play');
    expect(phaseOf('basketball', 3016)).toBe('finished');
    expect(phaseRow('basketball', 3017)?.state).toBe('POSTPONED');
  });

  it('reads the phases outside play with their named state and its group', () => {
    const outOfPlay = (rows: readonly Pick<StatusRow, 'code' | 'state' | 'group'>[]) =>
      rows.filter((row) => row.state !== 'LIVE').map((row) => [row.code, row.state, row.group]);
    expect(outOfPlay(FOOTBALL_PHASES)).toEqual([
      [1011, 'ENDED', 'ended'],
      [1014, 'ENDED', 'ended'],
      [1015, 'INTERRUPTED', 'delay'],
      [1016, 'ABANDONED', 'ended'],
    ]);
    expect(outOfPlay(BASKETBALL_PHASES)).toEqual([
      [3001, 'NOT_STARTED', 'unstarted'],
      [3016, 'ENDED', 'ended'],
      [3017, 'POSTPONED', 'delay'],
      [3018, 'INTERRUPTED', 'delay'],
      [3019, 'ABANDONED', 'ended'],
    ]);
    expect(FOOTBALL_PHASES.filter((row) => row.state === 'LIVE').every((row) => row.group === 'processing')).toBe(true);
  });

  it('every row of every table has a word, a group and a state', () => {
    for (const row of [
      ...status.FOOTBALL_STATUS,
      ...status.BASKETBALL_STATUS,
      ...FOOTBALL_PHASES,
      ...BASKETBALL_PHASES,
    ]) {
      expect(row.word({ ...matchMessages, ...phaseMessages })).not.toBe('');
      expect(['unstarted', 'processing', 'ended', 'delay']).toContain(row.group);
    }
  });
});

it('answers the questions the pages ask', () => {
  expect(status.sportOf(2)).toBe('basketball');
  expect(status.sportOf('football')).toBe('football');
  expect(status.isUpcomingOrInPlay('football', 1)).toBe(true);
  expect(status.isUpcomingOrInPlay('basketball', 9)).toBe(true);
  expect(status.isUpcomingOrInPlay('football', 8)).toBe(false);
});

it('is in play only while the status says the match is being played', () => {
  expect([1, 2, 3, 8].map((code) => status.isInPlay('football', code))).toEqual([false, true, true, false]);
  expect([1, 5, 9, 10].map((code) => status.isInPlay('basketball', code))).toEqual([false, true, true, false]);
});

/** The status and phase tables against spec section 4's lists, one table each. */
import {
  BASKETBALL_PHASES,
  BASKETBALL_STATUS,
  FOOTBALL_PHASES,
  FOOTBALL_STATUS,
  isUpcomingOrInPlay,
  matchPhase,
  matchState,
  sportOf,
  statusGroup,
  statusWord,
  type StatusRow,
} from '../../../../../src/domains/match/rules/match-status';

const names = (rows: readonly StatusRow[]) => Object.fromEntries(rows.map((row) => [row.code, row.name]));

describe('football status 0–13 (spec section 4)', () => {
  it('has exactly the spec list', () => {
    expect(names(FOOTBALL_STATUS)).toEqual({
      0: 'abnormal',
      1: 'not started',
      2: 'first half',
      3: 'half-time',
      4: 'second half',
      5: 'extra time',
      7: 'penalty shootout',
      8: 'finished',
      9: 'postponed',
      10: 'interrupted',
      11: 'abandoned',
      12: 'cancelled',
      13: 'to be decided',
    });
  });

  it('groups them: unstarted, processing (2–7), ended, delay', () => {
    expect(statusGroup('football', 1)).toBe('unstarted');
    expect([2, 3, 4, 5, 7].map((code) => statusGroup('football', code))).toEqual(Array(5).fill('processing'));
    expect([8, 11, 12].map((code) => statusGroup('football', code))).toEqual(['ended', 'ended', 'ended']);
    expect([0, 9, 10, 13].map((code) => statusGroup('football', code))).toEqual(Array(4).fill('delay'));
    expect([8, 9, 10, 11, 12, 13, 0].map((code) => matchState('football', code))).toEqual([
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
    expect(statusWord('football', 6)).toBe('比赛异常');
    expect(matchPhase('football', 6)).toBe('other');
  });
});

describe('basketball status 0–15 (spec section 4)', () => {
  it('has 0 abnormal, 1 not started, 2–8 quarters and breaks, 9 overtime, 10 finished, 11–15 the abnormal family', () => {
    expect(BASKETBALL_STATUS.map((row) => row.code)).toEqual([...Array(16).keys()]);
    expect(names(BASKETBALL_STATUS)).toMatchObject({
      0: 'abnormal',
      1: 'not started',
      9: 'overtime',
      10: 'finished',
      11: 'interrupted',
      12: 'cancelled',
      13: 'postponed',
      14: 'abandoned',
      15: 'to be decided',
    });
    expect([2, 3, 4, 5, 6, 7, 8].map((code) => statusWord('basketball', code))).toEqual([
      '第1节',
      '第1节结束',
      '第2节',
      '中场',
      '第3节',
      '第3节结束',
      '第4节',
    ]);
    expect([2, 5, 8, 9].every((code) => matchState('basketball', code) === 'LIVE')).toBe(true);
  });
});

describe('detailed phases', () => {
  it('football 1002–1016 are the spec phases in its order', () => {
    expect(FOOTBALL_PHASES.map((row) => row.code)).toEqual([...Array(15).keys()].map((index) => 1002 + index));
    expect(FOOTBALL_PHASES.map((row) => row.name)).toEqual([
      'first half',
      'half break',
      'second half',
      'regulation over',
      'extra-time first half',
      'extra-time half-time',
      'extra-time second half',
      'extra time over',
      'penalty shootout',
      'match over',
      'waiting for extra time',
      'waiting for penalties',
      'shootout over',
      'interrupted',
      'discarded',
    ]);
    expect(matchPhase('football', 1006)).toBe('in-play');
    expect(matchPhase('football', 1011)).toBe('finished');
    expect(statusGroup('football', 1015)).toBe('delay');
  });

  it('basketball 3001–3019 cover not started, halves, quarters, regular time over, ended, overtime, postponed, interrupted, discarded', () => {
    expect(BASKETBALL_PHASES.map((row) => row.code)).toEqual([...Array(19).keys()].map((index) => 3001 + index));
    const spec = ['not started', 'regular time over', 'ended', 'awaiting overtime', 'overtime over', 'postponed', 'interrupted', 'discarded'];
    expect(BASKETBALL_PHASES.map((row) => row.name)).toEqual(expect.arrayContaining(spec));
    expect(BASKETBALL_PHASES.filter((row) => /half/.test(row.name))).toHaveLength(3);
    expect(BASKETBALL_PHASES.filter((row) => /quarter/.test(row.name))).toHaveLength(4);
    expect(matchPhase('basketball', 3001)).toBe('not-started');
    expect(matchPhase('basketball', 3014)).toBe('in-play');
    expect(matchPhase('basketball', 3016)).toBe('finished');
    expect(matchState('basketball', 3017)).toBe('POSTPONED');
  });

  it('every row of every table has a word, a group and a state', () => {
    for (const row of [...FOOTBALL_STATUS, ...BASKETBALL_STATUS, ...FOOTBALL_PHASES, ...BASKETBALL_PHASES]) {
      expect(row.word).not.toBe('');
      expect(['unstarted', 'processing', 'ended', 'delay']).toContain(row.group);
    }
  });
});

it('answers the questions the pages ask', () => {
  expect(sportOf(2)).toBe('basketball');
  expect(sportOf('football')).toBe('football');
  expect(isUpcomingOrInPlay('football', 1)).toBe(true);
  expect(isUpcomingOrInPlay('basketball', 9)).toBe(true);
  expect(isUpcomingOrInPlay('football', 8)).toBe(false);
});

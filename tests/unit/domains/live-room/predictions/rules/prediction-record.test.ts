/**
 * A fan's 竞猜 record as the title beside their name: a run from three hits in a row, else the
 * latest picks' hits, nothing before a first settled pick.
 */
import { predictionMessages as words } from '@src/domains/live-room/predictions/prediction-messages.zh-cn';
import { recordTitle } from '@src/domains/live-room/predictions/rules/prediction-record';

const record = { picks: 12, hits: 8, recent: 10, recentHits: 7, streak: 2, bestStreak: 5 };

it('says 近N中M below a run of three hits', () => {
  expect(recordTitle(record, words)).toBe('近10中7');
});

it('says the run from its third hit in a row on', () => {
  expect(recordTitle({ ...record, streak: 3 }, words)).toBe('3连中');
  expect(recordTitle({ ...record, streak: 4 }, words)).toBe('4连中');
});

it('says nothing before a first settled pick', () => {
  expect(recordTitle({ ...record, picks: 0 }, words)).toBeUndefined();
  expect(recordTitle(null, words)).toBeUndefined();
});

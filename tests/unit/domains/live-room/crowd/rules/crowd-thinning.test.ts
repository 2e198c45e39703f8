/**
 * A flooding room's batches thinned to a sample: below the flood every line shows; in a flood the
 * newest SAMPLE_PER_BATCH viewers' lines show, with the fan's own lines, the system lines and the
 * lines that mention the fan whatever the flood, in the batch's order; the rate is the lines' own.
 */
import {
  batchRate,
  FLOOD_LINES_PER_S,
  isThinned,
  SAMPLE_PER_BATCH,
  THINNED_NOTICE_MS,
  thinBatch,
} from '@src/domains/live-room/crowd/rules/crowd-thinning';
import { chatLine, T0 } from '../../support/crowd-fixtures';

const FAN = { uid: 'u-fan', name: '老球迷' };
/** `count` lines said `everyMs` apart, from index `from`. */
const said = (count: number, everyMs: number, from = 0) =>
  Array.from({ length: count }, (_, offset) => chatLine(from + offset, { at: T0 + offset * everyMs }));
const indexes = (lines: readonly { index: number }[]) => lines.map((line) => line.index);

it('shows a batch whole below the flood, and a flood’s batch no larger than the sample', () => {
  // 24 lines at 20 a second (a repair after a gap: said slowly, released at once).
  const slow = said(24, 50);
  expect(batchRate(slow)).toBeLessThanOrEqual(FLOOD_LINES_PER_S);
  expect(thinBatch(slow, FAN)).toEqual({ shown: slow, skipped: 0 });
  // The sample's size at 200 a second.
  const small = said(SAMPLE_PER_BATCH, 5);
  expect(thinBatch(small, FAN)).toEqual({ shown: small, skipped: 0 });
});

it('reads the rate from the lines’ own times: the gaps between them over the time they span', () => {
  // Two lines a tenth of a second apart: ten a second.
  expect(batchRate(said(2, 100))).toBe(10);
  // Three lines over 100 ms are two gaps: twenty a second, not thirty.
  expect(batchRate(said(3, 50))).toBe(20);
  // A lone line (or none) is no rate at all: it cannot flood.
  expect(batchRate(said(1, 0))).toBe(0);
  expect(batchRate([])).toBe(0);
  expect(batchRate(said(2, 0))).toBe(Number.POSITIVE_INFINITY);
});

it('thins only past the flood’s rate: lines said at exactly that rate all show', () => {
  // Nine lines over 200 ms: 40 a second.
  const atTheRate = said(SAMPLE_PER_BATCH + 1, 1000 / FLOOD_LINES_PER_S);
  expect(batchRate(atTheRate)).toBe(FLOOD_LINES_PER_S);
  expect(thinBatch(atTheRate, FAN)).toEqual({ shown: atTheRate, skipped: 0 });
});

it('shows a flood’s batch whole while it holds fewer lines than the sample', () => {
  const few = said(SAMPLE_PER_BATCH - 3, 1);
  expect(thinBatch(few, FAN)).toEqual({ shown: few, skipped: 0 });
});

it('shows the newest lines of a flood’s batch, in their order, and counts the rest', () => {
  // 24 lines in 120 ms: 200 a second.
  const flood = said(24, 5);
  expect(batchRate(flood)).toBeGreaterThan(FLOOD_LINES_PER_S);
  const { shown, skipped } = thinBatch(flood, FAN);
  expect(indexes(shown)).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  expect(skipped).toBe(16);
  // Lines said at the same instant are a flood too.
  const together = said(12, 0);
  expect(thinBatch(together, FAN).shown).toHaveLength(SAMPLE_PER_BATCH);
});

it('keeps the fan’s own lines, the system lines and the lines that mention the fan, in the batch’s order', () => {
  const flood = said(24, 5);
  flood[1] = chatLine(1, { at: flood[1]!.at, uid: FAN.uid, text: '我的' });
  flood[2] = chatLine(2, { at: flood[2]!.at, kind: 'notice', uid: '', text: '房间公告' });
  flood[3] = chatLine(3, { at: flood[3]!.at, kind: 'lottery-open', uid: '', lotteryId: 5, amount: 88 });
  flood[4] = chatLine(4, { at: flood[4]!.at, text: `@${FAN.name} 你怎么看` });
  flood[5] = chatLine(5, { at: flood[5]!.at, kind: 'a-kind-to-come', uid: '' });
  const { shown, skipped } = thinBatch(flood, FAN);
  expect(indexes(shown)).toEqual([1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 21, 22, 23]);
  expect(skipped).toBe(24 - 5 - SAMPLE_PER_BATCH);
});

it('keeps no one’s lines as their own for a visitor, and no mention without a name', () => {
  const flood = said(24, 5).map((line) => ({ ...line, uid: '', text: '@' }));
  expect(thinBatch(flood, { uid: '', name: '' }).shown).toHaveLength(SAMPLE_PER_BATCH);
});

it('says the list is thinned until the room’s newest line is the notice’s time past the last thinned batch', () => {
  expect(isThinned(null, T0)).toBe(false);
  expect(isThinned(T0, undefined)).toBe(false);
  expect(isThinned(T0, T0 + THINNED_NOTICE_MS)).toBe(true);
  expect(isThinned(T0, T0 + THINNED_NOTICE_MS + 1)).toBe(false);
});

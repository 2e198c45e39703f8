/** Which schedule entries and live cards show the 红包 badge, with which prize. */
import type { ScheduleEntry, Streamer } from '@src/contracts/anchors';
import { entryEnvelope, streamerEnvelope } from '@src/domains/match/rules/envelope-entries';
import { formatYuan } from '@src/platform/i18n/formats';

const entry = (matchId: number, isLotteryProgress: number, redEnvelopeTotalAmount: number) =>
  ({ matchId, isLotteryProgress, redEnvelopeTotalAmount }) as ScheduleEntry;
const streamer = (id: number, liveSchedule: ScheduleEntry[]) =>
  ({ id, liveSchedule }) as Pick<Streamer, 'id' | 'liveSchedule'>;

it('gives the prize of an entry running a lottery, and nothing for one that runs none', () => {
  expect(entryEnvelope(entry(1, 1, 188))).toBe(188);
  expect(entryEnvelope(entry(1, 0, 188))).toBeNull();
  // A lottery without a named prize still shows the badge (the word alone); a negative prize is none.
  expect(entryEnvelope(entry(1, 1, 0))).toBe(0);
  expect(entryEnvelope(entry(1, 1, -5))).toBe(0);
});

it('gives a live card the envelope of the room it opens: its anchor’s entry for that match', () => {
  const streamers = [streamer(1, [entry(10, 0, 0), entry(11, 1, 66)]), streamer(2, [entry(10, 1, 88)])];
  expect(streamerEnvelope(streamers, 2, 10)).toBe(88);
  expect(streamerEnvelope(streamers, 1, 10)).toBeNull();
  expect(streamerEnvelope(streamers, 1, 11)).toBe(66);
  expect(streamerEnvelope(streamers, 3, 10)).toBeNull();
  expect(streamerEnvelope(undefined, 2, 10)).toBeNull();
});

it('gives the envelope of the entry running a lottery when the anchor has two entries for the match', () => {
  const streamers = [streamer(1, [entry(10, 0, 0), entry(10, 1, 88)])];
  expect(streamerEnvelope(streamers, 1, 10)).toBe(88);
});

it('writes amounts in 元 to the fen on the mainland, with the sign elsewhere', () => {
  expect(formatYuan('zh-CN', 188)).toBe('188元');
  expect(formatYuan('zh-CN', 18.8)).toBe('18.8元');
  expect(formatYuan('zh-CN', 37.6)).toBe('37.6元');
  expect(formatYuan('zh-CN', 0.054)).toBe('0.05元');
  expect(formatYuan('zh-CN', Number.NaN)).toBe('0元');
  expect(formatYuan('en', 18.8)).toBe('¥18.8');
  expect(formatYuan('zh-TW', 0.054)).not.toMatch(/元/);
});

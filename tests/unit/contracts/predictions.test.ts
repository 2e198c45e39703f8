/**
 * The 竞猜 lock's delay bound (src/contracts/predictions.ts): the most a room's picture can be
 * behind live, from its stream's timing and the app's live-edge policy, the one bound the card
 * and the development server count a reported delay up to.
 */
import {
  countedDelayMs,
  isBeforeLockAtPlayhead,
  LIVE_EDGE_POLICY,
  MAX_COUNTED_DELAY_MS,
  maxPictureDelayMs,
} from '@src/contracts/predictions';
import { HLS_CONFIG } from '@src/domains/live-room/player/components/hls-engine';
import { ROOM_STREAM_TIMING } from '../../../shell-demo/server/streams/live-hls';

const LOCK_AT = Date.UTC(2026, 10, 21, 20);

it('is the live-edge policy the HLS player keeps: three target durations behind the edge, back there past five', () => {
  expect(HLS_CONFIG.liveSyncDurationCount).toBe(LIVE_EDGE_POLICY.syncDurations);
  expect(HLS_CONFIG.liveMaxLatencyDurationCount).toBe(LIVE_EDGE_POLICY.maxLatencyDurations);
});

it('bounds a picture by its stream’s latency and the player’s drift: 12 s for the rooms’ 2 s segments, the bound the development server counts', () => {
  expect(maxPictureDelayMs({ targetDurationMs: 2000, latencyMs: 2000 })).toBe(12_000);
  expect(maxPictureDelayMs({ targetDurationMs: 6000, latencyMs: 9000 })).toBe(39_000);
  expect(maxPictureDelayMs(ROOM_STREAM_TIMING)).toBe(MAX_COUNTED_DELAY_MS);
  expect(MAX_COUNTED_DELAY_MS).toBe(12_000);
});

it('counts a reported delay up to the bound given (the room’s), none below 0 and 0 for what is not a number', () => {
  expect(countedDelayMs(45_000)).toBe(12_000);
  expect(countedDelayMs(45_000, 20_000)).toBe(20_000);
  expect(countedDelayMs(8_000)).toBe(8_000);
  expect(countedDelayMs(-5)).toBe(0);
  expect(countedDelayMs(Number.NaN)).toBe(0);
  // 45 s claimed 12 s after the lock: the picture is counted at the lock, not before it.
  expect(isBeforeLockAtPlayhead(LOCK_AT + 12_000, 45_000, LOCK_AT)).toBe(false);
  expect(isBeforeLockAtPlayhead(LOCK_AT + 11_999, 45_000, LOCK_AT)).toBe(true);
  expect(isBeforeLockAtPlayhead(LOCK_AT + 12_000, 45_000, LOCK_AT, 20_000)).toBe(true);
});

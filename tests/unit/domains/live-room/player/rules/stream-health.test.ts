import {
  HEALTH_WINDOW_MS,
  LONG_STALL_MS,
  SLOW_STALLED_SHARE,
  StallDetector,
  hintsSayPoor,
  networkInformation,
  networkRecovered,
  readNetworkHints,
  shouldOfferDataSaver,
  type NetworkHints,
} from '@src/domains/live-room/player/rules/stream-health';
import type * as StreamHealthModule from '@src/domains/live-room/player/rules/stream-health';
import { freshModule } from '@tests/support/fresh-module';

type StreamHealth = typeof StreamHealthModule;
const STREAM_HEALTH = '@src/domains/live-room/player/rules/stream-health';

const GOOD: NetworkHints = { saveData: false, effectiveType: '4g' };
const T0 = 1_000_000;

/** A stall from `start` lasting `length` ms (s after T0). */
function stall(detector: StallDetector, startS: number, lengthMs: number) {
  detector.stallStarted(T0 + startS * 1000);
  detector.stallEnded(T0 + startS * 1000 + lengthMs);
}

describe('StallDetector', () => {
  it('counts stalls, their length and the longest within the window', () => {
    const detector = new StallDetector();
    stall(detector, 1, 500);
    stall(detector, 10, 1500);
    const health = detector.assess(T0 + 20_000);
    expect(health).toMatchObject({ stalls: 2, stalledMs: 2000, longestStallMs: 1500, currentStallMs: 0 });
  });

  it('measures the stall going on', () => {
    const detector = new StallDetector();
    detector.stallStarted(T0);
    detector.stallStarted(T0 + 1000); // a second waiting event during the same stall
    expect(detector.assess(T0 + 4000)).toMatchObject({ stalls: 1, currentStallMs: 4000, stalledMs: 4000 });
    detector.stallEnded(T0 + 5000);
    expect(detector.assess(T0 + 6000)).toMatchObject({ stalls: 1, currentStallMs: 0, stalledMs: 5000 });
  });

  it('forgets stalls that ended before the window, and cuts one that began before it', () => {
    const detector = new StallDetector();
    stall(detector, 0, 1000);
    detector.stallStarted(T0 + 50_000);
    detector.stallEnded(T0 + 70_000);
    const health = detector.assess(T0 + 100_000);
    // The window is 40–100 s: the first stall is gone, the second counts from 50 s to 70 s.
    expect(HEALTH_WINDOW_MS).toBe(60_000);
    expect(health).toMatchObject({ stalls: 1, stalledMs: 20_000 });
  });

  it('takes a second playing, or one without a stall, as nothing', () => {
    const detector = new StallDetector();
    detector.stallEnded(T0);
    stall(detector, 1, 500);
    detector.stallEnded(T0 + 5000);
    expect(detector.assess(T0 + 10_000)).toMatchObject({ stalls: 1, stalledMs: 500, longestStallMs: 500 });
  });

  it('holds the window from its first moment: a stall ending or beginning there is in it, bytes arriving there count', () => {
    const detector = new StallDetector();
    const since = T0 + 100_000 - HEALTH_WINDOW_MS;
    detector.stallStarted(since - 700);
    detector.stallEnded(since);
    detector.stallStarted(since);
    detector.stallEnded(since + 300);
    detector.bytesReceived(60_000, since - 1);
    detector.bytesReceived(120_000, since);
    expect(detector.assess(T0 + 100_000)).toMatchObject({
      stalls: 1,
      stalledMs: 300,
      longestStallMs: 700,
      bytesPerSecond: 2000,
    });
  });

  it('forgets a long stall once it ended before the window: it is no longer the longest', () => {
    const detector = new StallDetector();
    stall(detector, 0, 8000);
    stall(detector, 70, 500);
    expect(detector.assess(T0 + 80_000)).toMatchObject({ stalls: 1, stalledMs: 500, longestStallMs: 500 });
  });

  it('counts a stall still going on that began before the window', () => {
    const detector = new StallDetector();
    detector.stallStarted(T0);
    expect(detector.assess(T0 + HEALTH_WINDOW_MS + 5000)).toMatchObject({ stalls: 1, stalledMs: HEALTH_WINDOW_MS });
  });

  it('reports bytes per second over the window, null before any arrived', () => {
    const detector = new StallDetector();
    expect(detector.assess(T0).bytesPerSecond).toBeNull();
    detector.bytesReceived(100_000, T0);
    detector.bytesReceived(100_000, T0 + 5000);
    expect(detector.assess(T0 + 10_000).bytesPerSecond).toBe(20_000);
    detector.bytesReceived(0, T0 + 10_000);
    detector.bytesReceived(Number.NaN, T0 + 10_000);
    expect(detector.assess(T0 + 10_000).bytesPerSecond).toBe(20_000);
    const empty = new StallDetector();
    empty.bytesReceived(0, T0);
    expect(empty.assess(T0 + 1000).bytesPerSecond).toBeNull();
  });
});

describe('shouldOfferDataSaver', () => {
  const healthy = { stalls: 0, stalledMs: 0, longestStallMs: 0, currentStallMs: 0, bytesPerSecond: 200_000 };

  it('stays quiet on a healthy stream and a good network', () => {
    expect(shouldOfferDataSaver(healthy, GOOD)).toBe(false);
    expect(shouldOfferDataSaver({ ...healthy, stalls: 1, stalledMs: 800, longestStallMs: 800 }, GOOD)).toBe(false);
  });

  it('offers when the stream keeps stalling, or one stall lasts', () => {
    expect(shouldOfferDataSaver({ ...healthy, stalls: 3, stalledMs: 1500, longestStallMs: 600 }, GOOD)).toBe(true);
    expect(
      shouldOfferDataSaver(
        {
          ...healthy,
          stalls: 1,
          currentStallMs: LONG_STALL_MS,
          stalledMs: LONG_STALL_MS,
          longestStallMs: LONG_STALL_MS,
        },
        GOOD,
      ),
    ).toBe(true);
    expect(shouldOfferDataSaver({ ...healthy, stalls: 2, stalledMs: 13_000, longestStallMs: 5000 }, GOOD)).toBe(true);
  });

  it('offers on two stalls that kept the picture still for a fifth of the window, not less', () => {
    const stalled = (stalledMs: number) => ({ ...healthy, stalls: 2, stalledMs, longestStallMs: 1000 });
    expect(shouldOfferDataSaver(stalled(HEALTH_WINDOW_MS / 5), GOOD)).toBe(true);
    expect(shouldOfferDataSaver(stalled(HEALTH_WINDOW_MS / 5 - 2), GOOD)).toBe(false);
    // A single stall (and the end of one begun before the window) filling a fifth of it is a long one.
    expect(2 * LONG_STALL_MS).toBeLessThanOrEqual(SLOW_STALLED_SHARE * HEALTH_WINDOW_MS);
  });

  // The trickle's limit and the slow connection types are the module's constants: these tests read
  // them through the module loaded for the test (freshModule), so a mutation tool counts them.
  it('takes 32 KB/s as enough, less as a trickle, and no judgement on the bytes before any arrived', () => {
    const { shouldOfferDataSaver: offers, TRICKLE_BYTES_PER_SECOND: trickle } =
      freshModule<StreamHealth>(STREAM_HEALTH);
    expect(trickle).toBe(32 * 1024);
    const stalledOnce = { ...healthy, stalls: 1, stalledMs: 900, longestStallMs: 900 };
    expect(offers({ ...stalledOnce, bytesPerSecond: 32 * 1024 }, GOOD)).toBe(false);
    expect(offers({ ...stalledOnce, bytesPerSecond: 32 * 1024 - 1 }, GOOD)).toBe(true);
    expect(offers({ ...stalledOnce, bytesPerSecond: null }, GOOD)).toBe(false);
  });

  it('offers on a stall that comes with a trickle of bytes, not on a trickle that plays on', () => {
    expect(
      shouldOfferDataSaver(
        { ...healthy, stalls: 1, stalledMs: 900, longestStallMs: 900, bytesPerSecond: 10_000 },
        GOOD,
      ),
    ).toBe(true);
    expect(shouldOfferDataSaver({ ...healthy, bytesPerSecond: 10_000 }, GOOD)).toBe(false);
  });

  it('offers at once when the browser says save data or a 2g network', () => {
    const { shouldOfferDataSaver: offers } = freshModule<StreamHealth>(STREAM_HEALTH);
    expect(offers(healthy, { saveData: true, effectiveType: '4g' })).toBe(true);
    expect(offers(healthy, { saveData: false, effectiveType: '2g' })).toBe(true);
    expect(offers(healthy, { saveData: false, effectiveType: 'slow-2g' })).toBe(true);
    expect(offers(healthy, { saveData: false, effectiveType: '3g' })).toBe(false);
    expect(offers(healthy, { saveData: false, effectiveType: '' })).toBe(false);
  });
});

describe('network hints', () => {
  it('reads navigator.connection where there is one', () => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' });
    expect(readNetworkHints(connection)).toEqual({ saveData: true, effectiveType: '3g' });
    expect(readNetworkHints(null)).toEqual({ saveData: false, effectiveType: null });
    expect(hintsSayPoor({ saveData: false, effectiveType: null })).toBe(false);
  });

  it("reads the browser's own navigator.connection, and nothing where the browser has none", () => {
    expect(networkInformation()).toBeNull();
    expect(readNetworkHints()).toEqual({ saveData: false, effectiveType: null });
    const connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '2g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      expect(networkInformation()).toBe(connection);
      expect(readNetworkHints()).toEqual({ saveData: false, effectiveType: '2g' });
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('says the network recovered on 3g or better without save-data, and does not know without hints', () => {
    expect(networkRecovered(GOOD)).toBe(true);
    expect(networkRecovered({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(networkRecovered({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(networkRecovered({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(networkRecovered({ saveData: false, effectiveType: null })).toBeNull();
    expect(networkRecovered({ saveData: true, effectiveType: null })).toBe(false);
  });
});

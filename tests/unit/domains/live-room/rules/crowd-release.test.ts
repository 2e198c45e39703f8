import { crowdDelayMs, OPEN_GATE, releaseAt } from '@src/domains/live-room/rules/crowd-release';

const T0 = 1_700_000_000_000;

describe('crowdDelayMs: the score’s delay, for the crowd', () => {
  it('is the player’s delay in ms', () => {
    expect(crowdDelayMs(8, false)).toBe(8000);
  });

  it('is none with 实时比分 on, without a measured delay (no video, 省流模式) or at the live edge', () => {
    expect(crowdDelayMs(8, true)).toBeNull();
    expect(crowdDelayMs(null, false)).toBeNull();
    expect(crowdDelayMs(0, false)).toBeNull();
    expect(crowdDelayMs(Number.NaN, false)).toBeNull();
  });
});

describe('releaseAt', () => {
  const gate = { clockOffsetMs: 2000, delayMs: 8000, ownUid: 'u7' };

  it('shows a line when the viewer’s picture reaches its server time, on the device clock', () => {
    // Accepted at server T0; the server is 2 s ahead of the device; the picture is 8 s behind.
    expect(releaseAt({ at: T0, uid: 'u3' }, gate)).toBe(T0 - 2000 + 8000);
  });

  it('shows the viewer’s own line at once', () => {
    expect(releaseAt({ at: T0, uid: 'u7' }, gate)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('does not take a visitor (no uid) for the sender of system lines', () => {
    expect(releaseAt({ at: T0, uid: '' }, { ...gate, ownUid: '' })).toBe(T0 + 6000);
  });

  it('shows everything at once without a delay', () => {
    expect(releaseAt({ at: T0, uid: 'u3' }, OPEN_GATE)).toBe(Number.NEGATIVE_INFINITY);
    expect(releaseAt({ at: T0, uid: 'u3' }, { ...gate, delayMs: 0 })).toBe(Number.NEGATIVE_INFINITY);
  });
});

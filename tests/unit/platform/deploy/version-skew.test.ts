/**
 * A new version of ours: standalone reloads once (drafts saved first); embedded tells the host
 * and offers 刷新 itself if the page is still there PROMPT_AFTER_MS later; the turn spent, the
 * next failure offers 刷新 at once. The network's failures change nothing.
 */
import type { VersionUpdate } from '@src/contracts/deployment';
import type { ChunkVerdict } from '@src/platform/deploy/classify-chunk-failure';
import { useDeployStore } from '@src/platform/deploy/deploy-store';
import { keepThroughReload, takeKept } from '@src/platform/deploy/reload-keeps';
import { PROMPT_AFTER_MS, VersionSkew } from '@src/platform/deploy/version-skew';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

const NEW_VERSION: ChunkVerdict = { kind: 'new-version', update: { from: 'build-a', to: 'build-b' } };
const NETWORK: ChunkVerdict = { kind: 'network', reason: 'error' };

function skewWith(verdict: ChunkVerdict, hasHost: boolean) {
  const told: VersionUpdate[] = [];
  const reload = jest.fn();
  const classify = jest.fn(() => Promise.resolve(verdict));
  const skew = new VersionSkew(
    { hasHost: () => hasHost, tellHost: (update) => told.push(update) },
    { classify, reload },
  );
  return { skew, told, reload, classify };
}

const reports: MonitorEvent[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  useDeployStore.getState().reset();
  reports.length = 0;
  setMonitorSink((event) => reports.push(event));
});
afterEach(() => {
  setMonitorSink(null);
  jest.useRealTimers();
});

describe('standalone', () => {
  it('reloads once for a new version, with the drafts kept; reported once', async () => {
    const unkeep = keepThroughReload('room-chat:7', () => '主队加油');
    const { skew, reload, told } = skewWith(NEW_VERSION, false);
    await expect(skew.judge(new Error('chunk'))).resolves.toEqual(NEW_VERSION);
    await skew.judge(new Error('another chunk of the same page'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
    expect(useDeployStore.getState().offered).toBeNull();
    expect(takeKept('room-chat:7')).toBe('主队加油');
    expect(reports).toEqual([
      { code: 'chunk-new-version', message: 'build-a → build-b', detail: { from: 'build-a', to: 'build-b' } },
    ]);
    unkeep();
  });

  it('offers 刷新 instead of a second reload for the same build (no loop)', async () => {
    await skewWith(NEW_VERSION, false).skew.judge(new Error('chunk'));
    // After the reload the page still runs build a (a cache served the old files): the next failure.
    const { skew, reload } = skewWith(NEW_VERSION, false);
    await skew.judge(new Error('chunk'));
    expect(reload).not.toHaveBeenCalled();
    expect(useDeployStore.getState().offered).toEqual({ from: 'build-a', to: 'build-b' });
  });

  it('changes nothing for the network', async () => {
    const { skew, reload } = skewWith(NETWORK, false);
    await expect(skew.judge(new Error('chunk'))).resolves.toEqual(NETWORK);
    expect(reload).not.toHaveBeenCalled();
    expect(useDeployStore.getState().offered).toBeNull();
    expect(reports).toEqual([]);
  });

  it('asks once for the chunks that fail together', async () => {
    const { skew, classify } = skewWith(NETWORK, false);
    await Promise.all([skew.judge(new Error('a')), skew.judge(new Error('b')), skew.judge(new Error('c'))]);
    expect(classify).toHaveBeenCalledTimes(1);
  });
});

describe('embedded', () => {
  it('tells the host, and offers 刷新 itself when the host did nothing', async () => {
    jest.useFakeTimers();
    const { skew, told, reload } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('chunk'));
    expect(told).toEqual([{ from: 'build-a', to: 'build-b' }]);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PROMPT_AFTER_MS - 1);
    expect(useDeployStore.getState().offered).toBeNull();
    jest.advanceTimersByTime(1);
    expect(useDeployStore.getState().offered).toEqual({ from: 'build-a', to: 'build-b' });
    expect(PROMPT_AFTER_MS).toBeLessThanOrEqual(1000);
  });

  it('offers nothing when the host reloads its page (the page unloads)', async () => {
    jest.useFakeTimers();
    const { skew } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('chunk'));
    window.dispatchEvent(new Event('beforeunload'));
    jest.advanceTimersByTime(PROMPT_AFTER_MS * 2);
    expect(useDeployStore.getState().offered).toBeNull();
  });

  it('does not tell the host twice for one build: the second failure offers 刷新 at once', async () => {
    const first = skewWith(NEW_VERSION, true);
    await first.skew.judge(new Error('chunk'));
    first.skew.dispose();
    const second = skewWith(NEW_VERSION, true);
    await second.skew.judge(new Error('chunk'));
    expect(second.told).toEqual([]);
    expect(useDeployStore.getState().offered).toEqual({ from: 'build-a', to: 'build-b' });
  });
});

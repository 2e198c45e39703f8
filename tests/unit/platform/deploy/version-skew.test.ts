/**
 * A new version of ours: standalone reloads once (the drafts are kept as the page hides);
 * embedded tells the host and offers 刷新 itself if the page is still there PROMPT_AFTER_MS later;
 * the turn spent, the next failure offers 刷新 at once. The network's failures change nothing.
 */
import type { VersionUpdate } from '@src/contracts/deployment';
import * as classifier from '@src/platform/deploy/classify-chunk-failure';
import type { ChunkVerdict } from '@src/platform/deploy/classify-chunk-failure';
import * as deployStore from '@src/platform/deploy/deploy-store';
import { keepThroughReload, takeKept } from '@src/platform/deploy/reload-keeps';
import { createVersionSkew, PROMPT_AFTER_MS } from '@src/platform/deploy/version-skew';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

const NEW_VERSION: ChunkVerdict = { kind: 'new-version', update: { from: 'build-a', to: 'build-b' } };
const NETWORK: ChunkVerdict = { kind: 'network', reason: 'error' };

function skewWith(verdict: ChunkVerdict, hasHost: boolean) {
  const told: VersionUpdate[] = [];
  const classify = jest.spyOn(classifier, 'classifyChunkFailure').mockResolvedValue(verdict);
  const skew = createVersionSkew({ hasHost: () => hasHost, tellHost: (update) => told.push(update) });
  return { skew, told, classify };
}

const offered = () => deployStore.useDeployStore.getState().offered;
const reports: MonitorEvent[] = [];
let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  deployStore.useDeployStore.getState().reset();
  reports.length = 0;
  setMonitorSink((event) => reports.push(event));
  // As the browser's reload would: the page hides.
  reload = jest
    .spyOn(deployStore, 'reloadPage')
    .mockImplementation(() => void window.dispatchEvent(new Event('pagehide')));
});
afterEach(() => {
  setMonitorSink(null);
  jest.useRealTimers();
});

describe('standalone', () => {
  it('reloads once for a new version, the drafts kept as the page hides; reported once', async () => {
    const unkeep = keepThroughReload('room-chat:7', () => '主队加油');
    const { skew, told } = skewWith(NEW_VERSION, false);
    await expect(skew.judge(new Error('chunk'))).resolves.toEqual(NEW_VERSION);
    await skew.judge(new Error('another chunk of the same page'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
    expect(offered()).toBeNull();
    expect(takeKept('room-chat:7')).toBe('主队加油');
    expect(reports).toEqual([
      { code: 'chunk-new-version', message: 'build-a → build-b', detail: { from: 'build-a', to: 'build-b' } },
    ]);
    unkeep();
  });

  it('offers 刷新 instead of a second reload for the same build (no loop)', async () => {
    await skewWith(NEW_VERSION, false).skew.judge(new Error('chunk'));
    // After the reload the page still runs build a (a cache served the old files): the next failure.
    const { skew } = skewWith(NEW_VERSION, false);
    await skew.judge(new Error('chunk'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(offered()).toEqual({ from: 'build-a', to: 'build-b' });
  });

  it('changes nothing for the network', async () => {
    const { skew } = skewWith(NETWORK, false);
    await expect(skew.judge(new Error('chunk'))).resolves.toEqual(NETWORK);
    expect(reload).not.toHaveBeenCalled();
    expect(offered()).toBeNull();
    expect(reports).toEqual([]);
  });

  it('asks once for the chunks that fail together, and again for a later failure', async () => {
    const { skew, classify } = skewWith(NETWORK, false);
    await Promise.all([skew.judge(new Error('a')), skew.judge(new Error('b')), skew.judge(new Error('c'))]);
    expect(classify).toHaveBeenCalledTimes(1);
    // 重试 later: asked again (a deploy may have happened since).
    classify.mockResolvedValue(NEW_VERSION);
    await expect(skew.judge(new Error('a'))).resolves.toEqual(NEW_VERSION);
    expect(classify).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks with the running build and where its files are (outside a bundle: unbuilt, nowhere)', async () => {
    const { skew, classify } = skewWith(NETWORK, false);
    const error = new Error('chunk');
    await skew.judge(error);
    expect(classify).toHaveBeenCalledWith(error, 'unbuilt', null);
  });
});

describe('embedded', () => {
  it('tells the host, and offers 刷新 itself when the host did nothing', async () => {
    jest.useFakeTimers();
    const { skew, told } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('chunk'));
    expect(told).toEqual([{ from: 'build-a', to: 'build-b' }]);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PROMPT_AFTER_MS - 1);
    expect(offered()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(offered()).toEqual({ from: 'build-a', to: 'build-b' });
    expect(PROMPT_AFTER_MS).toBeLessThanOrEqual(1000);
  });

  it.each(['beforeunload', 'pagehide'])('offers nothing when the host reloads its page (%s)', async (type) => {
    jest.useFakeTimers();
    const { skew } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('chunk'));
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(PROMPT_AFTER_MS * 2);
    expect(offered()).toBeNull();
  });

  it('offers nothing once the app is gone', async () => {
    jest.useFakeTimers();
    const { skew } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('chunk'));
    skew.dispose();
    jest.advanceTimersByTime(PROMPT_AFTER_MS * 2);
    expect(offered()).toBeNull();
  });

  it('does not tell the host twice for one build: the second failure offers 刷新 at once', async () => {
    const first = skewWith(NEW_VERSION, true);
    await first.skew.judge(new Error('chunk'));
    first.skew.dispose();
    const second = skewWith(NEW_VERSION, true);
    await second.skew.judge(new Error('chunk'));
    expect(second.told).toEqual([]);
    expect(offered()).toEqual({ from: 'build-a', to: 'build-b' });
  });
});

describe("the app's own chunks (the late chunks): held back until the fan's next page or the page hides", () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => setVisibility('visible'));

  it('embedded: reported and 刷新 offered at once, the host told only when the fan is on the next page (its address then the new one)', async () => {
    const { skew, told } = skewWith(NEW_VERSION, true);
    await expect(skew.judge(new Error('late chunk'), 'app')).resolves.toEqual(NEW_VERSION);
    expect(told).toEqual([]);
    // 刷新 is offered at once: a banner takes nothing from under the fan.
    expect(offered()).toEqual({ from: 'build-a', to: 'build-b' });
    expect(reports.map((event) => event.code)).toEqual(['chunk-new-version']);
    skew.pageChanged();
    expect(told).toEqual([{ from: 'build-a', to: 'build-b' }]);
    skew.pageChanged();
    expect(told).toHaveLength(1);
    expect(reports).toHaveLength(1);
  });

  it('standalone: reloads as the page hides, once, and not again at the next page', async () => {
    const { skew } = skewWith(NEW_VERSION, false);
    await skew.judge(new Error('late chunk'), 'app');
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(reload).toHaveBeenCalledTimes(1);
    skew.pageChanged();
    setVisibility('hidden');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page the fan asks for that fails acts at once, and a held-back one is not acted on twice', async () => {
    const { skew, told } = skewWith(NEW_VERSION, true);
    await skew.judge(new Error('late chunk'), 'app');
    await skew.judge(new Error('page chunk'), 'fan');
    expect(told).toHaveLength(1);
    skew.pageChanged();
    expect(told).toHaveLength(1);
  });

  it('nothing held back: a page change does nothing; the network held back nothing', async () => {
    const { skew, told, classify } = skewWith(NETWORK, true);
    skew.pageChanged();
    await skew.judge(new Error('late chunk'), 'app');
    skew.pageChanged();
    expect(told).toEqual([]);
    expect(classify).toHaveBeenCalledTimes(1);
  });

  it('the app gone: a held-back version is dropped (no reload as the page hides)', async () => {
    const { skew } = skewWith(NEW_VERSION, false);
    await skew.judge(new Error('late chunk'), 'app');
    skew.dispose();
    setVisibility('hidden');
    expect(reload).not.toHaveBeenCalled();
  });
});

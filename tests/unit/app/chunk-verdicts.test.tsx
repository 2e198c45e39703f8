/**
 * A page whose chunk fails is asked why: a new version of ours is not retried and says so (the
 * frame offers 刷新, whose button reloads); the network keeps 页面加载失败 · 网络不太给力 and 重试.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RoutePage } from '@src/app/frame/route-page';
import { UpdatePrompt } from '@src/app/frame/update-prompt';
import type { PageModule, RouteEntry } from '@src/app/routing/route-table';
import { setChunkJudge, type ChunkVerdict } from '@src/platform/deploy/chunk-failures';
import * as deployStore from '@src/platform/deploy/deploy-store';
import { setMonitorSink, type MonitorEvent } from '@src/platform/feedback/monitor';

const chunkGone = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(error: https://cdn/x.js)'), { name: 'ChunkLoadError' });

function failingRoute(id: string) {
  const load = jest.fn((): Promise<PageModule> => Promise.reject(chunkGone()));
  const route: RouteEntry = { id, pattern: `/${id}`, header: false, keepAlive: false, load };
  return { route, load };
}

const reports: MonitorEvent[] = [];
beforeEach(() => {
  reports.length = 0;
  setMonitorSink((event) => reports.push(event));
});
afterEach(() => {
  setChunkJudge(null);
  setMonitorSink(null);
  deployStore.useDeployStore.getState().reset();
});

it('a new version: asked once, not retried, the page says 新版本已发布', async () => {
  const verdict: ChunkVerdict = { kind: 'new-version', update: { from: 'a', to: 'b' } };
  const judge = jest.fn(() => Promise.resolve(verdict));
  setChunkJudge(judge);
  const { route, load } = failingRoute('gone-page');
  render(<RoutePage route={route} />);
  expect(await screen.findByText('新版本已发布')).toBeInTheDocument();
  expect(screen.getByText('刷新后即可打开这个页面')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
  expect(judge).toHaveBeenCalledTimes(1);
  // The new version is the deploy handler's to report, not the network's.
  expect(reports.map((event) => event.code)).not.toContain('chunk-load-failed');
});

it('the network: retried, then 页面加载失败 with 重试, reported with its reason', async () => {
  jest.useFakeTimers();
  try {
    setChunkJudge(() => Promise.resolve<ChunkVerdict>({ kind: 'network', reason: 'offline' }));
    const { route, load } = failingRoute('offline-page');
    render(<RoutePage route={route} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText('网络不太给力，页面没有加载出来')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reports).toContainEqual(
      expect.objectContaining({ code: 'chunk-load-failed', detail: { reason: 'offline' } }),
    );
  } finally {
    jest.useRealTimers();
  }
});

it('重试 asks again: a page failed on the network, then the deploy came — the new version, no second 重试', async () => {
  jest.useFakeTimers();
  try {
    const judge = jest.fn(() => Promise.resolve<ChunkVerdict>({ kind: 'network', reason: 'timeout' }));
    setChunkJudge(judge);
    const { route, load } = failingRoute('deployed-meanwhile');
    render(<RoutePage route={route} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    const asked = judge.mock.calls.length;
    judge.mockResolvedValue({ kind: 'new-version', update: { from: 'a', to: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(judge.mock.calls.length).toBeGreaterThan(asked);
    expect(screen.getByText('新版本已发布')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // The old file is asked for once more, not three times: its 404 is the answer.
    expect(load).toHaveBeenCalledTimes(4);
  } finally {
    jest.useRealTimers();
  }
});

it('offers 刷新 when a new version is out and nobody reloaded; the button reloads the page', () => {
  const reload = jest.spyOn(deployStore, 'reloadPage').mockImplementation(() => undefined);
  render(<UpdatePrompt />);
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => deployStore.useDeployStore.getState().offer({ from: 'a', to: 'b' }));
  expect(screen.getByRole('alert')).toHaveTextContent('新版本已发布');
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

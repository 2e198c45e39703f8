/**
 * A match's tracker on screen: its snapshot loaded once — again when the store let it go and when
 * the push comes back from a reconnect, never for a first connection or a drop — and each state
 * drawn when the fan's playhead reaches it, without waiting for a message.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { TrackerSnapshot } from '@src/contracts/match-tracker';
import type { TrackerState } from '@src/contracts/match-tracker-push';
import { matchTrackerApi } from '@src/domains/match/api/match-tracker-api';
import { useTrackerScene } from '@src/domains/match/components/match-tracker/use-tracker-scene';
import { TRACKERS_KEPT, useTrackerStore } from '@src/domains/match/store/tracker-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { trackerState } from '../../rules/match-tracker/tracker-states';
import { channelSubscribed } from '../../support/channel-subscribed';
import { atPlayheadDelay } from '../../support/playhead-delay';

jest.mock('@src/domains/match/api/match-tracker-api', () => ({ matchTrackerApi: { snapshot: jest.fn() } }));
const trackerMock = jest.mocked(matchTrackerApi.snapshot);

const NOW = Date.UTC(2026, 10, 21, 12);

function snapshotOf(matchId: number, states: TrackerState[]): TrackerSnapshot {
  return { matchId, sport: 'football', states, shots: [], nextSeq: states.length + 1 };
}

beforeEach(() => {
  setUpAppWorld();
  trackerMock.mockReset();
  trackerMock.mockImplementation(async ({ matchId }) =>
    snapshotOf(matchId, [trackerState(1, { matchId, at: NOW - 30_000, kind: 'safe', x: 50 })]),
  );
});

describe('the snapshot', () => {
  const asked = (matchId: number) => trackerMock.mock.calls.filter(([params]) => params.matchId === matchId).length;

  it('asked again when its channel is subscribed again (a reconnect), not while it stays nor for a drop', async () => {
    channelSubscribed(7, true);
    const { result } = renderHook(() => useTrackerScene(7));
    await waitFor(() => expect(result.current.tracker?.status).toBe('ready'));
    await act(async () => channelSubscribed(7, true));
    expect(asked(7)).toBe(1);
    await act(async () => channelSubscribed(7, false));
    expect(asked(7)).toBe(1);
    await act(async () => channelSubscribed(7, true));
    expect(asked(7)).toBe(2);
  });

  it('a view turned to another match asks that match again after a reconnect', async () => {
    const { result, rerender } = renderHook(({ id }) => useTrackerScene(id), { initialProps: { id: 7 } });
    await waitFor(() => expect(result.current.tracker?.status).toBe('ready'));
    act(() => channelSubscribed(8, true));
    rerender({ id: 8 });
    await waitFor(() => expect(asked(8)).toBe(1));
    await act(async () => channelSubscribed(8, false));
    await act(async () => channelSubscribed(8, true));
    expect(asked(8)).toBe(2);
    await act(async () => channelSubscribed(7, false));
    await act(async () => channelSubscribed(7, true));
    expect(asked(7)).toBe(1);
  });

  it("another match's tracker changing draws nothing anew", async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTrackerScene(7);
    });
    await waitFor(() => expect(result.current.tracker?.status).toBe('ready'));
    const drawn = renders;
    await act(() => useTrackerStore.getState().ensure(8));
    expect(renders).toBe(drawn);
  });

  it('asked again when the store let it go while shown', async () => {
    const { result } = renderHook(() => useTrackerScene(7));
    await waitFor(() => expect(result.current.tracker).toBeDefined());
    await act(async () => {
      for (let id = 100; id < 100 + TRACKERS_KEPT; id += 1) await useTrackerStore.getState().ensure(id);
    });
    await waitFor(() => expect(asked(7)).toBe(2));
  });

  it('a view turned to another match draws that match', async () => {
    const { result, rerender } = renderHook(({ id }) => useTrackerScene(id), { initialProps: { id: 7 } });
    await waitFor(() => expect(result.current.tracker).toBeDefined());
    rerender({ id: 8 });
    await waitFor(() => expect(result.current.scene?.state?.matchId).toBe(8));
  });

  it('a tracker that arrives between the first render and the watch is drawn', async () => {
    await act(() => useTrackerStore.getState().ensure(7));
    const arriving = useTrackerStore.getState().timelines;
    act(() => useTrackerStore.setState({ timelines: {} }));
    const { result } = renderHook(() => {
      // Runs after the render, before the hook's watch starts (layout effects come first).
      useLayoutEffect(() => useTrackerStore.setState({ timelines: arriving }), []);
      return useTrackerScene(7);
    });
    expect(result.current.scene?.state?.matchId).toBe(7);
  });
});

describe('held back by the picture’s delay', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('each state drawn when the picture reaches it, one after another, with no message', async () => {
    trackerMock.mockResolvedValue(
      snapshotOf(7, [
        trackerState(1, { matchId: 7, at: NOW - 30_000, kind: 'safe', x: 50 }),
        trackerState(2, { matchId: 7, at: NOW - 2000, kind: 'attack', x: 60 }),
        trackerState(3, { matchId: 7, at: NOW - 1000, kind: 'dangerous-attack', x: 80 }),
      ]),
    );
    const { result } = renderHook(() => useTrackerScene(7), { wrapper: atPlayheadDelay(5000) });
    await act(() => Promise.resolve());
    expect(result.current.scene?.state?.seq).toBe(1);
    await act(async () => void jest.advanceTimersByTime(3000));
    expect(result.current.scene?.state?.seq).toBe(1);
    await act(async () => void jest.advanceTimersByTime(10));
    expect(result.current.scene?.state?.seq).toBe(2);
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(result.current.scene?.state?.seq).toBe(3);
  });

  it('with nothing held back, the view sleeps until a message', async () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useTrackerScene(7);
    });
    await act(() => Promise.resolve());
    const drawn = renders;
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(renders).toBe(drawn);
  });
});

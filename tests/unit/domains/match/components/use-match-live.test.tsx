/**
 * A match's live values on a screen: its push channel held while the screen shows it, the newest
 * value (pushed, else the one read with the list), and the match kept whole while shown — an ended
 * match keeps its history until the last screen showing it goes.
 */
import { act, renderHook } from '@testing-library/react';
import type { ChannelName } from '@src/contracts/push';
import { useLatestMatchLive, useMatchLiveValue } from '@src/domains/match/components/use-match-live';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { subscribeChannels } from '@src/platform/socket/push-connection';
import { setUpAppWorld } from '@tests/support/app-world';
import { liveValue, matchSummary } from '@tests/support/match-fixtures';

jest.mock('@src/platform/socket/push-connection', () => ({ subscribeChannels: jest.fn() }));

const subscribe = jest.mocked(subscribeChannels);
const live = () => useLiveMatchStore.getState();
let held: ChannelName[];

beforeEach(() => {
  setUpAppWorld();
  held = [];
  subscribe.mockImplementation((channels) => {
    held.push(...channels);
    return () => {
      for (const channel of channels) held.splice(held.indexOf(channel), 1);
    };
  });
});

/** Match `matchId` played to its final whistle: two values, the last one ended. */
function playedToTheEnd(matchId: number) {
  act(() => {
    live().applyMatchLive([{ at: 1, value: liveValue({ matchId, statusId: 2, minute: 89 }) }]);
    live().applyMatchLive([{ at: 2, value: liveValue({ matchId, statusId: 8, minute: 90 }) }]);
  });
}

describe('the newest value of a match', () => {
  it("holds the match's channel while shown and shows its newest value", () => {
    const { result, unmount } = renderHook(() => useLatestMatchLive(600));
    expect(held).toEqual(['match:600']);
    expect(result.current).toBeUndefined();
    act(() => live().applyMatchLive([{ at: 5, value: liveValue({ matchId: 600, statusId: 2, homeScore: 1 }) }]));
    expect(result.current).toMatchObject({ matchId: 600, homeScore: 1 });
    unmount();
    expect(held).toEqual([]);
  });

  it('keeps an ended match whole while shown, and lets it go with the screen', () => {
    const { unmount } = renderHook(() => useLatestMatchLive(600));
    playedToTheEnd(600);
    expect(live().matchLive[600]).toHaveLength(2);
    unmount();
    expect(live().matchLive[600]).toHaveLength(1);
  });
});

describe("a schedule row's value", () => {
  it('shows the value read with the list until one is pushed, then the pushed one', () => {
    const { result } = renderHook(() =>
      useMatchLiveValue(matchSummary({ id: 600, statusId: 2, homeScore: 1, minute: 30 })),
    );
    expect(held).toEqual(['match:600']);
    expect(result.current).toMatchObject({ matchId: 600, homeScore: 1, minute: 30 });
    act(() =>
      live().applyMatchLive([{ at: 5, value: liveValue({ matchId: 600, statusId: 2, homeScore: 2, minute: 31 }) }]),
    );
    expect(result.current).toMatchObject({ homeScore: 2, minute: 31 });
  });

  it('a row that turns to another match holds its channel and keeps it, and lets the first go', () => {
    const { rerender } = renderHook(({ id }) => useMatchLiveValue(matchSummary({ id, statusId: 8 })), {
      initialProps: { id: 600 },
    });
    playedToTheEnd(600);
    expect(live().matchLive[600]).toHaveLength(2);
    rerender({ id: 700 });
    expect(held).toEqual(['match:700']);
    expect(live().matchLive[600]).toHaveLength(1);
    playedToTheEnd(700);
    expect(live().matchLive[700]).toHaveLength(2);
  });
});

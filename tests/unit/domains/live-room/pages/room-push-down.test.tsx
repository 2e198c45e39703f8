/**
 * /anchor/detail/:id while the push is down (a dead socket, reconnecting, given up): the room's
 * score keeps up by asking the host's schedule every 3 s, so a goal shows within 3 s of the
 * server having it — not a minute later. Over the development server's anchors routes
 * (support/anchors-backend); the loop's time is jest's fake clock, moved by the test.
 */
import { setImmediate as nextTurn } from 'node:timers';
import { act, screen } from '@testing-library/react';
import { AnchorRoomCalls, type ScheduleItem } from '@src/contracts/anchors-room';
import { useSocketStore } from '@src/platform/socket/socket-store';
import { ok } from '@tests/support/fake-transport';
import type { Override } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { anchorsBackendPerTest, anchorsPageHooks, onAirWithBooking } from '../../anchors/support/anchors-backend';

jest.mock('@src/domains/live-room/player/components/lazy-live-player', () =>
  jest.requireActual('../support/room-crowd-page').playerModule(),
);

const installBackend = anchorsBackendPerTest(anchorsPageHooks);
afterEach(() => jest.useRealTimers());

/** The schedule as the world answers it, with the home side of `matchId` `goals` goals up. */
function scoring(goals: { matchId: number; count: number }): Override {
  return async (request, serverData) => {
    if (request.path !== AnchorRoomCalls.hostSchedule.path || goals.count === 0) return undefined;
    const schedule = (await serverData()) as ScheduleItem[];
    return ok(
      schedule.map((item) =>
        item.matchId === goals.matchId
          ? { ...item, match: { ...item.match, homeScore: item.match.homeScore + goals.count } }
          : item,
      ),
    );
  };
}

/**
 * Turns of node's event loop until `done` (at most `turns`): the page's call and the in-process
 * backend's answer settle by promises and a module import, while the fake clock stands still.
 */
async function turnsUntil(done: () => boolean, turns = 200): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn += 1) await act(() => new Promise((resolve) => nextTurn(resolve)));
}

it('shows a goal within 3 s of the server having it while the push is down, and every 3 s after', async () => {
  const goals = { matchId: 0, count: 0 };
  const backend = installBackend(scoring(goals));
  const { streamer, live } = await onAirWithBooking(backend);
  goals.matchId = live.matchId;
  await renderRoute(`/anchor/detail/${streamer.id}`);
  const score = (home: number) => `${home} : ${live.match.awayScore}`;
  const before = live.match.homeScore;
  await screen.findByText(score(before));

  jest.useFakeTimers({ now: Date.now() });
  const socket = useSocketStore.getState();
  act(() => socket.setStatus('open'));
  act(() => socket.setStatus('reconnecting'));
  await turnsUntil(() => backend.answersTo(AnchorRoomCalls.hostSchedule.path).length === 2);

  for (const goal of [1, 2]) {
    goals.count = goal;
    act(() => jest.advanceTimersByTime(2999));
    await turnsUntil(() => false, 20);
    expect(screen.queryByText(score(before + goal))).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    await turnsUntil(() => screen.queryByText(score(before + goal)) !== null);
    expect(screen.getByText(score(before + goal))).toBeInTheDocument();
  }
});

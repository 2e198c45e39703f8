/**
 * /anchor/detail/:id on a phone whose clock runs a minute ahead of the server's: the score stays
 * spoiler-safe — a goal pushed now shows only once the stream's delay has passed, as on a phone
 * on the server's time. Over the development server's anchors routes (support/anchors-backend).
 */
import { act, screen } from '@testing-library/react';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { liveValue } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import {
  installAnchorsBackend,
  onAirWithBooking,
  anchorsPageHooks,
  type AnchorsBackend,
} from '../../anchors/support/anchors-backend';
import { player } from '../support/room-crowd-page';

// The player is a stand-in that reports what a real one would: its delay behind live.
jest.mock('@src/domains/live-room/player/components/lazy-live-player', () =>
  jest.requireActual('../support/room-crowd-page').playerModule(),
);

const AHEAD_MS = 60_000;

let backend: AnchorsBackend;
anchorsPageHooks(
  () => backend.restore(),
  () => (player.props = null),
);

it('a phone a minute ahead holds a pushed goal back by the delay', async () => {
  backend = installAnchorsBackend();
  const { streamer, live } = await onAirWithBooking(backend);
  await renderRoute(`/anchor/detail/${streamer.id}`);
  const score = (home: number) => `${home} : ${live.match.awayScore}`;
  const before = score(live.match.homeScore);
  await screen.findByText(before);
  act(() => player.props!.onDelayChange!(20));

  // Push messages carry the server's time: a minute behind this phone's clock.
  const serverNow = () => Date.now() - AHEAD_MS;
  const value = (homeScore: number) =>
    liveValue({
      matchId: live.matchId,
      statusId: live.match.statusId,
      homeScore,
      awayScore: live.match.awayScore,
      minute: live.match.minute,
    });
  act(() =>
    useLiveMatchStore.getState().applyMatchLive([{ at: serverNow() - 1000, value: value(live.match.homeScore) }]),
  );
  act(() => useLiveMatchStore.getState().applyMatchLive([{ at: serverNow(), value: value(live.match.homeScore + 1) }]));
  expect(screen.getByText('20 秒延迟')).toBeInTheDocument();
  expect(screen.getByText(before)).toBeInTheDocument();
  expect(screen.queryByText(score(live.match.homeScore + 1))).toBeNull();
});

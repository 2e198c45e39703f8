/**
 * The live room inside the whole app (SportInfoApp in a streamer router, fake network): login
 * through the bridge for a visitor's follow, and the user's bookings loaded at login and cleared
 * at logout — over the development server's anchors routes (anchors/support/anchors-backend).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { AnchorCalls } from '@src/contracts/anchors';
import { useFollowsStore } from '@src/domains/match/store/follows-store';
import { renderInHost } from '@tests/support/render-in-host';
import {
  anchorsAppHooks,
  anchorsBackendPerTest,
  matchLabel,
  onAirWithBooking,
} from '../anchors/support/anchors-backend';

jest.mock('@src/domains/live-room/player/components/lazy-live-player', () =>
  jest.requireActual('./support/room-crowd-page').playerModule(),
);

const installBackend = anchorsBackendPerTest(anchorsAppHooks);

it("a visitor's follow emits login to the host with the room as backPath", async () => {
  const backend = installBackend();
  const { streamer } = await onAirWithBooking(backend);
  const { bridge } = renderInHost({}, `/sport-info/anchor/detail/${streamer.id}`);
  const logins: unknown[] = [];
  bridge.on('login', (payload: unknown) => logins.push(payload));
  fireEvent.click(await screen.findByRole('button', { name: `关注 ${streamer.nickName}` }));
  expect(logins).toEqual([{ backPath: `/sport-info/anchor/detail/${streamer.id}` }]);
  expect(screen.queryByTestId('app-header')).toBeNull();
});

it('loads the live bookings at login and clears them at logout', async () => {
  const backend = installBackend();
  const { streamer, next } = await onAirWithBooking(backend);
  // The user booked the streamer's next match earlier; the host hands their session over.
  const session = backend.sessionOf('demo');
  await backend.call(AnchorCalls.subscribe, { subscribeMatchId: next.matchId }, session);
  const { bridge } = renderInHost(
    { session: { token: session.token, uid: session.uid } },
    `/sport-info/anchor/detail/${streamer.id}`,
  );
  expect(await screen.findByRole('button', { name: `已预约 ${matchLabel(next)}` })).toBeInTheDocument();
  expect(useFollowsStore.getState().subscriptions.data?.subscribeMatchId).toEqual([next.matchId]);
  act(() => void bridge.emit('session', null));
  expect(useFollowsStore.getState().subscriptions.data).toBeNull();
  expect(screen.getByRole('button', { name: `预约 ${matchLabel(next)}` })).toBeInTheDocument();
});

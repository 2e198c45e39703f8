/**
 * The room's crowd in page tests: a player stand-in that hands the test its props (the test says
 * when the picture is on screen and how far behind), and the room's `room.line` push handler as
 * the live room's descriptor registers it when the app starts it. Each test file installs them with
 *   jest.mock('@src/domains/live-room/player/components/lazy-live-player', () => jest.requireActual('./room-crowd-page').playerModule());
 *   jest.mock('@src/platform/socket/push-connection', () => jest.requireActual('./room-crowd-page').pushConnectionModule());
 */
import { act } from '@testing-library/react';
import { RoomCrowdPush, type ChatLine } from '@src/contracts/room-crowd-push';
import type { LivePlayerProps } from '@src/domains/live-room/player/components/live-player-props';
import type { DomainDescriptor } from '@src/platform/domain/domain-descriptor';
import type { PushHandler } from '@src/platform/socket/push-handlers';

export const player: { props: LivePlayerProps | null } = { props: null };
export const pushed: { handler: PushHandler<ChatLine> | null } = { handler: null };

export const playerModule = () => ({
  LazyLivePlayer: (props: LivePlayerProps) => {
    player.props = props;
    return <div data-testid="player" />;
  },
});

export const pushConnectionModule = () => {
  const actual = jest.requireActual('@src/platform/socket/push-connection');
  return {
    ...actual,
    registerPushHandler: (message: { name: string }, handler: PushHandler<unknown>) => {
      if (message.name === 'line') pushed.handler = handler as PushHandler<ChatLine>;
      return actual.registerPushHandler(message, handler);
    },
  };
};

let stopLiveRoom: (() => void) | null = null;

/** Before each test: no player yet; the live room's domain started again, as the app starts it (its push handlers). */
export function resetRoomCrowdPage(): void {
  player.props = null;
  pushed.handler = null;
  stopLiveRoom?.();
  // Required here, not imported: the descriptor imports the push connection this file mocks.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { liveRoomDomain } = require('@src/domains/live-room/live-room-domain') as { liveRoomDomain: DomainDescriptor };
  stopLiveRoom = liveRoomDomain.start();
}

/** The picture is on screen with its delay measured: the crowd starts. */
export const pictureAt = (delaySeconds: number) => act(() => player.props!.onDelayChange!(delaySeconds));

/** A line pushed on the room's channel. */
export const pushLine = (roomId: number, item: ChatLine) =>
  act(() =>
    pushed.handler!.apply(item, {
      channel: RoomCrowdPush.room(roomId),
      namespace: 'room',
      name: 'line',
      seq: item.index,
      at: item.at,
      source: 'live',
    }),
  );

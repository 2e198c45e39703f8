/**
 * A live room's crowd as a load for the push fan-out bench: the development control
 * (`/__dev/crowd`) fixes a room's chat at a rate, and the room's own crowd produces the lines —
 * generated, numbered and published on `room:<id>` as in any watched room.
 */
import { DevCalls } from '../../src/contracts/dev-server';
import { RoomCrowdPush } from '../../src/contracts/room-crowd-push';
import type { DevServer } from '../../shell-demo/server/create-server';
import { phaseOf, roomContext, roomHosts } from '../../shell-demo/server/crowd/room-context';

interface RoomState {
  nextIndex: number;
}

async function control(server: DevServer, body: { roomId: number; rate: number }): Promise<RoomState> {
  const response = await fetch(`${server.url}${DevCalls.crowd}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${DevCalls.crowd} → HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as RoomState;
}

export interface RoomLoad {
  roomId: number;
  channel: string;
  /** Chats at `rate` messages/s for `seconds`, then stops; answers the lines published meanwhile. */
  run(rate: number, seconds: number): Promise<number>;
}

/** A room whose match is being played (else the first room), watched and silent until `run`. */
export async function roomLoad(server: DevServer): Promise<RoomLoad> {
  const world = server.world();
  const rooms = [...roomHosts(world).keys()];
  const roomId = rooms.find((id) => phaseOf(roomContext(world, id)?.match ?? null) === 'playing') ?? rooms[0]!;
  await control(server, { roomId, rate: 0 });
  return {
    roomId,
    channel: RoomCrowdPush.room(roomId),
    async run(rate, seconds) {
      const before = await control(server, { roomId, rate });
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const after = await control(server, { roomId, rate: 0 });
      return after.nextIndex - before.nextIndex;
    },
  };
}

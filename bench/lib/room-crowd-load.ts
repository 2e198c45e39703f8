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
  roomId: number;
  nextIndex: number;
  fixedRate: number | null;
}

async function control(server: DevServer, body?: { roomId: number; rate: number; forMs?: number }): Promise<RoomState> {
  const response = await fetch(`${server.url}${DevCalls.crowd}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${DevCalls.crowd} → HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as RoomState;
}

export interface RoomLoad {
  roomId: number;
  channel: string;
  /**
   * Chats at `rate` messages/s for `seconds` of server time, then falls silent (the control's
   * `forMs`, counted by the room itself, so a slow answer adds no line); answers the lines published.
   */
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
      const before = await control(server, { roomId, rate, forMs: seconds * 1000 });
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      for (;;) {
        const state = ((await control(server)) as unknown as { rooms: RoomState[] }).rooms.find(
          (room) => room.roomId === roomId,
        );
        if (state?.fixedRate === 0) return state.nextIndex - before.nextIndex;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

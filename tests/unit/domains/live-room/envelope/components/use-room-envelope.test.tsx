/**
 * The room's 红包 while the room shows (envelope/components/use-room-envelope.ts): the
 * envelope opened for the room and asked once, the lines this room's chat released before it
 * started read without asking again (another room's not at all), the lines released after heard,
 * and the envelope let go when the fan leaves.
 */
import { act, renderHook } from '@testing-library/react';
import * as api from '@src/domains/live-room/envelope/api/room-envelope-api';
import { useRoomEnvelope } from '@src/domains/live-room/envelope/components/use-room-envelope';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { useRoomEnvelopeStore } from '@src/domains/live-room/envelope/store/room-envelope-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { chatLine, ROOM, T0 } from '../../support/crowd-fixtures';
import { roomLottery } from '../../support/envelope-fixtures';

jest.mock('@src/domains/live-room/envelope/api/room-envelope-api');
const mocked = jest.mocked(api.roomEnvelopeApi);
const envelope = () => useRoomEnvelopeStore.getState();
const ownLine = chatLine(1, { uid: 'u1', at: T0 + 50 });
const lotteryLine = chatLine(2, { kind: 'lottery-open', lotteryId: 7, uid: '' });

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
  jest.resetAllMocks();
  mocked.lotteryInfo.mockResolvedValue(roomLottery());
});

async function enter(roomId = ROOM) {
  const view = renderHook(({ id }) => useRoomEnvelope(id), { initialProps: { id: roomId } });
  await act(async () => {});
  return view;
}

it('reads what this room’s chat released before it started, asking lotteryInfo once', async () => {
  useRoomCrowdStore.setState({ roomId: ROOM, lines: [ownLine], lastLottery: lotteryLine });
  await enter();
  expect(envelope()).toMatchObject({ roomId: ROOM, sentAt: T0 + 50, lottery: { lotteryId: 7 } });
  expect(mocked.lotteryInfo).toHaveBeenCalledTimes(1);
});

it('reads nothing of another room’s chat', async () => {
  useRoomCrowdStore.setState({ roomId: ROOM + 1, lines: [ownLine] });
  await enter();
  expect(envelope().sentAt).toBe(0);
});

it('lets the envelope go when the fan leaves, and moves to the next room when the room changes', async () => {
  const view = await enter();
  view.rerender({ id: ROOM + 1 });
  await act(async () => {});
  expect(envelope().roomId).toBe(ROOM + 1);
  view.unmount();
  expect(envelope().roomId).toBeNull();
});

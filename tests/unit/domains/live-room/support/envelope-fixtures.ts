/** A room's red-envelope lottery as lotteryInfo answers it, for the envelope's unit and page tests. */
import { LotteryConditionKind, type RoomLottery } from '@src/contracts/room-crowd';
import { ROOM, T0 } from './crowd-fixtures';
import { fixtureBuilder } from '@tests/support/fixture-builder';

export const DRAW_AT = T0 + 180_000;

export const roomLottery = fixtureBuilder<RoomLottery>(() => ({
  lotteryId: 7,
  roomId: ROOM,
  hostId: 42,
  amount: 188,
  winnerCount: 5,
  status: 'open',
  openedAt: T0,
  drawAt: DRAW_AT,
  participants: 30,
  conditions: [
    { kind: LotteryConditionKind.FollowStreamer, text: '关注主播', done: false },
    { kind: LotteryConditionKind.SendChat, text: '在直播间发送一条消息', done: false },
  ],
  entered: false,
  result: null,
}));

/**
 * The live room's red envelope (红包; our optional extension, contracts/room-crowd.ts): the room's
 * lottery and the entry. Only the envelope's chunk imports these. Quiet: the room shows no 红包
 * when the lottery cannot be read, and a failed entry says why on the envelope. Entering twice
 * counts once (the server answers the same), so a retry is safe.
 */
import { RoomCrowdCalls } from '../../../../contracts/room-crowd';
import { callFunction } from '../../../../platform/http/call-functions';

export const roomEnvelopeApi = {
  lotteryInfo: callFunction(RoomCrowdCalls.lotteryInfo, { silent: true }),
  lotteryEnter: callFunction(RoomCrowdCalls.lotteryEnter, { silent: true }),
};

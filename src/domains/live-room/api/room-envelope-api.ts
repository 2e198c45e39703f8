/**
 * The live room's red envelope (红包; our optional extension, contracts/room-crowd.ts): the room's
 * lottery and the entry. Only the envelope's chunk imports these.
 */
import { RoomCrowdCalls, type RoomLottery } from '../../../contracts/room-crowd';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** lottery/info: the room's open lottery, else its last drawn one while recent, else null. Quiet: the room shows no 红包 when it fails. */
export const fetchRoomLottery = (roomId: number, options?: CallOptions): Promise<RoomLottery | null> =>
  callApi(RoomCrowdCalls.lotteryInfo, { roomId }, { silent: true, ...options });

/** lottery/enter: entering twice counts once (the server answers the same), so a retry is safe. */
export const enterRoomLottery = (lotteryId: number, options?: CallOptions): Promise<RoomLottery> =>
  callApi(RoomCrowdCalls.lotteryEnter, { lotteryId }, { silent: true, ...options });

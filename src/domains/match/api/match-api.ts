/** The match layer's calls: the private rooms a user may enter (liveRoom/getSpecialRoomIds). */
import { AnchorCalls } from '../../../contracts/anchors';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** liveRoom/getSpecialRoomIds (login required): the private rooms the user may enter. */
export const fetchSpecialRoomIds = (options?: CallOptions): Promise<number[]> =>
  callApi(AnchorCalls.specialRoomIds, undefined, options);

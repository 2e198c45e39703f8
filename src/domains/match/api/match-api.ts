/** The match layer's calls: the private rooms a user may enter (liveRoom/getSpecialRoomIds). */
import { AnchorCalls } from '../../../contracts/anchors';
import { callFunction } from '../../../platform/http/call-functions';

export const matchApi = {
  specialRoomIds: callFunction(AnchorCalls.specialRoomIds),
};

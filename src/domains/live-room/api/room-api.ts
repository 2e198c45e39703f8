/**
 * The live room's calls ("Anchors": the streamer, their match and schedule, and the team logo of
 * "Data services"), made from their declarations (contracts/anchors-room.ts, and host/list of
 * contracts/anchors.ts): `roomApi.hostSchedule({ hostId })`. Only the room's actions
 * (store/room-actions.ts, a chunk of its own) import them, so neither they nor their parsers are
 * on the first screen.
 */
import { AnchorCalls } from '../../../contracts/anchors';
import { AnchorRoomCalls } from '../../../contracts/anchors-room';
import { callFunction, callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList } from '../../match/api/live-match-list';

const room = callFunctions(AnchorRoomCalls);

export const roomApi = {
  ...room,
  /** host/list, asked for the room's streamer: a list of one, or none for an unknown (or banned) streamer. */
  hostList: callFunction(AnchorCalls.hostList),
  hostSchedule: liveMatchList(room.hostSchedule, (schedule) => schedule.map((item) => item.match)),
};

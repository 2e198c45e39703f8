/**
 * The live room's calls ("Anchors": the streamer, their match and schedule, and the
 * team logo of "Data services"), parsed by the room's contract (contracts/anchors-room.ts). Only
 * the room's actions (store/room-actions.ts, a chunk of its own) import them, so neither they
 * nor their parsers are on the first screen.
 */
import { AnchorCalls, type Streamer } from '../../../contracts/anchors';
import {
  AnchorRoomCalls,
  type ScheduleItem,
  type StreamerMatchInfo,
  type TeamLogos,
} from '../../../contracts/anchors-room';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { liveMatchList } from '../../match/api/live-match-list';

/** host/list narrowed to the room's streamer: a list of one, or none for an unknown (or banned) streamer. */
export const fetchRoomStreamer = (hostId: number, options?: CallOptions): Promise<Streamer[]> =>
  callApi(AnchorCalls.hostList, { hostIds: [hostId] }, options);

/** host/load/live/match/info: the match the streamer streams now, or next; null when none. */
export const fetchStreamerLiveMatch = (hostId: number, options?: CallOptions): Promise<StreamerMatchInfo | null> =>
  callApi(AnchorRoomCalls.hostLiveMatchInfo, { hostId }, options);

/** host/load/schedule: the streamer's schedule entries with their matches. */
export const fetchStreamerSchedule = liveMatchList(
  (hostId: number, options?: CallOptions): Promise<ScheduleItem[]> =>
    callApi(AnchorRoomCalls.hostSchedule, { hostId }, options),
  (schedule) => schedule.map((item) => item.match),
);

/** GET /ssapi/team/logo: the crests of a match's teams. */
export const fetchTeamLogos = (matchId: number, gameId: number, options?: CallOptions): Promise<TeamLogos> =>
  callApi(AnchorRoomCalls.teamLogo, { matchId, pid: gameId }, options);

/**
 * The live room's answers ("Anchors": host/load/live/match/info,
 * host/load/schedule, and the team logo of "Data services") and their parsers. Apart from
 * anchors.ts so that they load with the room, not with the anchor home, with their calls.
 */
import { scheduleFields } from './anchors';
import { getCall, postFormCall } from './http';
import { matchSummary } from './match';
import { asNumber, asString, listOf, stringOrEmpty, withDefault } from './parse';
import { alwaysSent, idParam, unreadParam } from './request';
import { answer, object, type Infer } from './schema';

/** Spec "Match info": the match a host streams now, or next. */
const streamerMatchInfo = object({
  matchId: asNumber,
  masterTeamName: asString,
  guestTeamName: asString,
  liveRoomId: asNumber,
  liveStatus: asNumber,
  matchLeague: stringOrEmpty,
  matchSource: asNumber,
  startDate: asNumber,
  /** 1 football, 2 basketball. */
  matchTypeId: asNumber,
  /** Stream addresses; relative ones are relative to the API domain. */
  videoSourceDetail: object({ flv: stringOrEmpty, m3u8: stringOrEmpty, rtmp: stringOrEmpty }),
});
export type StreamerMatchInfo = Infer<typeof streamerMatchInfo>;
export type VideoSources = StreamerMatchInfo['videoSourceDetail'];
/** The host's match, or null when he has none. */
const liveMatchInfo = withDefault(streamerMatchInfo, null);
export const parseStreamerMatchInfo = answer(liveMatchInfo);

const scheduleItem = object({ ...scheduleFields, match: matchSummary });
export type ScheduleItem = Infer<typeof scheduleItem>;
const schedule = listOf(scheduleItem);

const teamLogos = object({ matchId: asNumber, homeLogo: stringOrEmpty, awayLogo: stringOrEmpty });
export type TeamLogos = Infer<typeof teamLogos>;

export const AnchorRoomCalls = {
  /** The match the host streams now, or next; null when none. */
  hostLiveMatchInfo: postFormCall('/api/forehead/live/host/load/live/match/info', { hostId: idParam }, liveMatchInfo),
  hostSchedule: postFormCall('/api/forehead/live/host/load/schedule', { hostId: idParam }, schedule),
  /** A match's crests; pid is the app's own bookkeeping. */
  teamLogo: getCall('/ssapi/team/logo', { matchId: idParam, pid: alwaysSent(unreadParam<number>()) }, teamLogos),
} as const;

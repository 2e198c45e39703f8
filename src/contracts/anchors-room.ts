/**
 * The live room's answers ("Anchors": host/load/live/match/info,
 * host/load/schedule, and the team logo of "Data services") and their parsers. Apart from
 * anchors.ts so that they load with the room, not with the anchor home; the calls
 * themselves are declared with the others in `AnchorCalls`.
 */
import { scheduleFields } from './anchors';
import { matchSummary } from './match';
import { asNumber, asString, listOf, stringOrEmpty, withDefault } from './parse';
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
export const parseStreamerMatchInfo = answer(withDefault(streamerMatchInfo, null));

const scheduleItem = object({ ...scheduleFields, match: matchSummary });
export type ScheduleItem = Infer<typeof scheduleItem>;
export const parseSchedule = answer(listOf(scheduleItem));

const teamLogos = object({ matchId: asNumber, homeLogo: stringOrEmpty, awayLogo: stringOrEmpty });
export type TeamLogos = Infer<typeof teamLogos>;
export const parseTeamLogos = answer(teamLogos);

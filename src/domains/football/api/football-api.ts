/**
 * The football domain's calls, made from their declarations (src/contracts/football-calls.ts):
 * `footballApi.ranking({ seasonId, stageId, groupName })`, and a tournament's as
 * `footballApi.euro.list(...)` (no season asked: the current one). Typed, signed and read by the
 * one HTTP client. No React and no domain store; the calls that read matches (`liveMatchList`)
 * also seed the match layer's live-match store. Reads are silent (the pages show their own error
 * states).
 */
import { EuroCalls, FifaCalls, FootballCalls } from '../../../contracts/football-calls';
import { callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';

const silent = { silent: true } as const;
const football = callFunctions(FootballCalls, silent);
const euro = callFunctions(EuroCalls, silent);
const worldCup = callFunctions(FifaCalls, silent);

export const footballApi = {
  ...football,
  /** A day of a league (its anchors included). */
  matchList: liveMatchList(football.matchList, theMatches),
  /** A cup stage, or one day of it. */
  list: liveMatchList(football.list, theMatches),
  teamSeasonMatch: liveMatchList(football.teamSeasonMatch, theMatches),
  teamMatches: liveMatchList(football.teamMatches, theMatches),
  euro: {
    ...euro,
    list: liveMatchList(euro.list, theMatches),
    teamSeasonMatch: liveMatchList(euro.teamSeasonMatch, theMatches),
  },
  'world-cup': {
    ...worldCup,
    list: liveMatchList(worldCup.list, theMatches),
    teamSeasonMatch: liveMatchList(worldCup.teamSeasonMatch, theMatches),
  },
};

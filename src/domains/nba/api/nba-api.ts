/**
 * The NBA domain's calls, made from their declarations (src/contracts/nba.ts):
 * `nbaApi.teamData({ teamId, seasonId, kind })`, typed, signed and read by the one HTTP client.
 * No React and no domain store; the calls that read games (`liveMatchList`) also seed the match
 * layer's live-match store. Every call here is a read: no loading overlay; the pages show their
 * own error states (silent).
 */
import { NbaCalls } from '../../../contracts/nba';
import { callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList, theMatches } from '../../match/api/live-match-list';

const nba = callFunctions(NbaCalls, { silent: true });

export const nbaApi = {
  ...nba,
  /** The games of a day, or of a stage; the caller sends the platform's game id as the `pid` header. */
  list: liveMatchList(nba.list, theMatches),
  teamMatches: liveMatchList(nba.teamMatches, theMatches),
};

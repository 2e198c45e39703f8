/**
 * The anchors domain's calls (the anchor list and streamers of "Data services"), made from their
 * declarations (contracts/anchors.ts): `anchorsApi.hostList({ hostIds })`, typed, signed and read
 * by the one HTTP client. No React and no domain store: actions call these; the anchor list, which
 * reads matches (`liveMatchList`), also seeds the match layer's live-match store. The live room's
 * calls are in anchors-room-api.ts, the weekly ranking's in anchors-rank-api.ts, the moments'
 * pages and likes in anchors-moments-api.ts and the user's follows in anchors-follow-api.ts: they
 * load with those actions' chunks, not with the first screen.
 */
import { AnchorCalls } from '../../../contracts/anchors';
import { callFunctions } from '../../../platform/http/call-functions';
import { liveMatchList } from '../../match/api/live-match-list';

const anchors = callFunctions(AnchorCalls);

export const anchorsApi = {
  ...anchors,
  anchorList: liveMatchList(anchors.anchorList, (home) => home.liveMatchList.map((item) => item.match)),
};

/**
 * The moments' own calls (contracts/anchors-moments.ts): a page of a feed and the batched likes.
 * Apart from anchors-api.ts so that they load with the moments' chunk (store/moment-calls.ts),
 * not with the first screen: the anchor home's first moments come with the anchor list.
 */
import { AnchorMomentCalls } from '../../../contracts/anchors-moments';
import { callFunctions } from '../../../platform/http/call-functions';

export const anchorMomentsApi = callFunctions(AnchorMomentCalls);

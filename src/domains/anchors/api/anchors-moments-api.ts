/**
 * The moments' own calls: a page of a feed and the batched likes. Apart from anchors-api.ts so
 * that they load with the moments' chunk (store/moment-calls.ts), not with the first screen:
 * the anchor home's first moments come with the anchor list.
 */
import { AnchorMomentCalls, type MomentPage } from '../../../contracts/anchors-moments';
import type { RequestOf } from '../../../contracts/http';
import { callApi, type CallOptions } from '../../../platform/http/http-client';

/** host/moment/list: one page of moments; without `hostId`, of every streamer (the anchor home's feed). */
export const fetchMoments = (query: RequestOf<typeof AnchorMomentCalls.hostMoments>, options?: CallOptions): Promise<MomentPage> =>
  callApi(AnchorMomentCalls.hostMoments, query, options);

/** host/moment/submit/batch/liked: `count` taps at once; answers the moment's new total. */
export const submitMomentLikes = (
  momentId: number,
  count: number,
  options?: CallOptions,
): Promise<{ momentId: number; count: number }> => callApi(AnchorMomentCalls.likeMoment, { momentId, count }, options);

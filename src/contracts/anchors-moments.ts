/**
 * The moments' own calls ("Anchors": host/moment/list and the batched likes), their answers and
 * parsers. Apart from anchors.ts so that they load with the moments' chunk, not with the anchor
 * home: its first moments come with the anchor list.
 */
import { MOMENT_LIKES_PER_CALL, moment, momentSort } from './anchors';
import { postFormCall } from './http';
import { asNumber, type Json, listDroppingBad, numberOr0 } from './parse';
import { idParam, integerParam, optionalIdParam, pageRequest, required } from './request';
import { object, type Infer } from './schema';

/** true or 1; anything else is not the last page. */
const isTrue = (value: Json): boolean => value === true || value === 1;

const momentPage = object({
  list: listDroppingBad(moment),
  page: asNumber,
  size: asNumber,
  momentSort: numberOr0,
  total: numberOr0,
  isLastPage: isTrue,
});
export type MomentPage = Infer<typeof momentPage>;
const momentLike = object({ momentId: asNumber, count: asNumber });

export const AnchorMomentCalls = {
  /** Without hostId: the moments of every streamer (the anchor home's feed). */
  hostMoments: postFormCall(
    '/api/forehead/live/host/moment/list',
    { hostId: optionalIdParam, ...pageRequest(10, 50), momentSort },
    momentPage,
  ),
  /** The taps of one moment, at most MOMENT_LIKES_PER_CALL → the new total. */
  likeMoment: postFormCall(
    '/api/forehead/live/host/moment/submit/batch/liked',
    { momentId: idParam, count: required(integerParam(1, MOMENT_LIKES_PER_CALL)) },
    momentLike,
  ),
} as const;

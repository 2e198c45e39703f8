/** The follow an attention banner asks for: a streamer (live subscribe) or an expert (attention). */
import { AnchorCalls } from '../../contracts/anchors';
import { NewsCalls } from '../../contracts/news-calls';
import { callApi } from '../http/http-client';
import type { FollowTarget } from './banners';

export function followFromBanner(target: FollowTarget): Promise<void> {
  return target.kind === 'anchor'
    ? callApi(AnchorCalls.subscribe, { subscribeHostId: target.hostId }).then(() => undefined)
    : callApi(NewsCalls.attention, { professorId: target.professorId, isAttention: 1 }).then(() => undefined);
}

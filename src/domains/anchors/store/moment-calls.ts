/**
 * What the moments do over the network: a page of a feed and the batched likes. A chunk of its
 * own (moments-actions.ts loads it at a feed's first page or next page and at the first batch
 * of likes): the anchor home's first moments come with the anchor list, so its first screen
 * never calls them. A business error stops the moment's remaining calls and takes their taps
 * back; a call without an answer (timeout, network) is never sent again, since the server may
 * have counted it.
 */
import { MOMENT_LIKES_PER_CALL, type Moment, type MomentSortValue } from '../../../contracts/anchors';
import { isHttpError } from '../../../platform/http/http-error';
import type { DomainStore, GetState, SetState } from '../../../platform/store/domain-store';
import type { FeedPage } from '../../../platform/store/paged-feed';
import type { StoreScope } from '../../../platform/store/store-scope';
import { anchorMomentsApi } from '../api/anchors-moments-api';
import { HOME_MOMENT_PAGE_SIZE, HOST_MOMENT_PAGE_SIZE, type AnchorsState, type MomentFeedKey } from './initial-state';
import { mapMoment } from './moment-map';

/** The anchors store as its slices see it. */
type Store = DomainStore<AnchorsState, unknown>;

function queryOf(key: MomentFeedKey): { hostId?: number; size: number } {
  return key === 'home'
    ? { size: HOME_MOMENT_PAGE_SIZE }
    : { hostId: Number(key.slice('streamer:'.length)), size: HOST_MOMENT_PAGE_SIZE };
}

/** One page of a feed, in the feed's sort. */
export async function fetchMomentPage(
  key: MomentFeedKey,
  momentSort: MomentSortValue,
  page: number,
): Promise<FeedPage<Moment>> {
  const result = await anchorMomentsApi.hostMoments({ ...queryOf(key), page, momentSort }, { silent: true });
  return { list: result.list, isLastPage: result.isLastPage };
}

/** Sends one moment's taps in chunks; resolves when they are all sent or one was refused. */
async function sendMomentLikes(
  set: SetState<Store>,
  momentId: number,
  count: number,
  isCurrent: () => boolean,
): Promise<void> {
  for (let sent = 0; sent < count; sent += MOMENT_LIKES_PER_CALL) {
    const chunk = Math.min(MOMENT_LIKES_PER_CALL, count - sent);
    try {
      const result = await anchorMomentsApi.likeMoment({ momentId, count: chunk }, { silent: true });
      if (!isCurrent()) return;
      // The server's total, plus the taps not yet counted by it (later chunks, new taps).
      const unsent = count - sent - chunk;
      set((state) => ({
        moments: mapMoment(state.moments, momentId, (moment) => ({
          ...moment,
          likeCount: result.count + unsent + (state.pendingLikes[momentId] ?? 0),
        })),
      }));
    } catch (error) {
      if (!isCurrent()) return;
      // Refused by the server: the rest would be too; its taps were not counted. Without an
      // answer the server may have counted them: they stay shown and are not sent again.
      if (isHttpError(error) && (error.kind === 'api' || error.kind === 'session-ended')) {
        const refused = count - sent;
        set((state) => ({
          moments: mapMoment(state.moments, momentId, (moment) => ({
            ...moment,
            likeCount: Math.max(0, moment.likeCount - refused),
          })),
        }));
      }
      return;
    }
  }
}

/** Sends the taps counted so far, each moment's in calls of at most MOMENT_LIKES_PER_CALL. */
export async function sendLikes(set: SetState<Store>, get: GetState<Store>, scope: StoreScope): Promise<void> {
  const isCurrent = scope.userTicket();
  // A moment is listed only once tapped: every count is at least 1.
  const batch = Object.entries(get().pendingLikes).map(([id, count]) => [Number(id), count] as const);
  if (batch.length === 0) return;
  set({ pendingLikes: {} });
  await Promise.all(batch.map(([momentId, count]) => sendMomentLikes(set, momentId, count, isCurrent)));
}

/**
 * The anchors domain's routes (spec section 2). The app's route table uses the patterns; the
 * domain's pages and components build links with the helpers (they may not import the app).
 */
import { liveRoomPath } from '../match/match-links';

export const anchorRoutes = {
  home: '/anchor',
  detail: '/anchor/detail/:id',
  allAnchors: '/anchor/all-anchor',
  weekRank: '/anchor/week-rank',
  anchorImage: '/anchor/anchor-image/:id',
} as const;

export const anchorPaths = {
  home: () => anchorRoutes.home,
  /** The live room of a streamer (the match layer's link, which other domains use too). */
  detail: liveRoomPath,
  allAnchors: () => anchorRoutes.allAnchors,
  weekRank: () => anchorRoutes.weekRank,
  /** A streamer's picture and profile. */
  anchorImage: (hostId: number) => `/anchor/anchor-image/${hostId}`,
} as const;

/** A route's `:id` as a streamer id: a positive integer, or null for anything else. */
export function parseStreamerIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

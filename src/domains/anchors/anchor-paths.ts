/**
 * The anchors domain's routes (spec section 2). The app's route table uses the patterns; the
 * domain's pages and components build links with the helpers (they may not import the app).
 * Other domains link here by the descriptor's named links (`linkTo('anchors.liveRoom', …)`).
 */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';

export const anchorRoutes = {
  home: '/anchor',
  detail: '/anchor/detail/:id',
  allAnchors: '/anchor/all-anchor',
  weekRank: '/anchor/week-rank',
  anchorImage: '/anchor/anchor-image/:id',
} as const;

export const anchorPaths = {
  home: () => anchorRoutes.home,
  /** The live room of a streamer (the descriptor's `liveRoom` link). */
  detail: (hostId: number) => pathOf(anchorRoutes.detail, { id: hostId }),
  allAnchors: () => anchorRoutes.allAnchors,
  weekRank: () => anchorRoutes.weekRank,
  /** A streamer's picture and profile. */
  anchorImage: (hostId: number) => pathOf(anchorRoutes.anchorImage, { id: hostId }),
} as const;

/** A route's `:id` as a streamer id: a positive integer, or null for anything else. */
export const parseStreamerIdParam = (value: string | undefined): number | null => parseIdParam(value);

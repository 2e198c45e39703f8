/**
 * Links between the anchors pages (their patterns are in anchors-routes.ts), and reading a
 * route's id. The domain's pages and components build links with these (they may not import
 * the app); other domains link here by the descriptor's named links (`linkTo('anchors.profile', …)`),
 * and the anchors pages into a live room by the live room's (`linkTo('live-room.room', …)`).
 */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';
import { anchorRoutes } from './anchors-routes';

export const anchorPaths = {
  home: () => anchorRoutes.home,
  allAnchors: () => anchorRoutes.allAnchors,
  weekRank: () => anchorRoutes.weekRank,
  /** A streamer's picture and profile (the descriptor's `profile` link). */
  anchorImage: (hostId: number) => pathOf(anchorRoutes.anchorImage, { id: hostId }),
} as const;

/** A route's `:id` as a streamer id: a positive integer, or null for anything else. */
export const parseStreamerIdParam = (value: string | undefined): number | null => parseIdParam(value);

/**
 * Links between the anchors pages (their patterns are in anchors-routes.ts), and reading a
 * route's id. The domain's pages and components build links with these (they may not import
 * the app); other domains link here by the descriptor's named links (`linkTo('anchors.liveRoom', …)`).
 */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';
import { anchorRoutes } from './anchors-routes';

/** The room's query that opens its red envelope's sheet (docs/pages.md). */
export const ENVELOPE_QUERY = 'envelope';

export const anchorPaths = {
  home: () => anchorRoutes.home,
  /** The live room of a streamer (the descriptor's `liveRoom` link). */
  detail: (hostId: number) => pathOf(anchorRoutes.detail, { id: hostId }),
  /** The live room with its red envelope's sheet open (a 红包 banner, a visitor back from login). */
  envelope: (hostId: number) => `${pathOf(anchorRoutes.detail, { id: hostId })}?${ENVELOPE_QUERY}=1`,
  allAnchors: () => anchorRoutes.allAnchors,
  weekRank: () => anchorRoutes.weekRank,
  /** A streamer's picture and profile. */
  anchorImage: (hostId: number) => pathOf(anchorRoutes.anchorImage, { id: hostId }),
} as const;

/** A route's `:id` as a streamer id: a positive integer, or null for anything else. */
export const parseStreamerIdParam = (value: string | undefined): number | null => parseIdParam(value);

/**
 * Links into the live room (its pattern is in live-room-routes.ts), and reading its id. The
 * room's pages and components build links with these; other domains link here by the
 * descriptor's named link (`linkTo('live-room.room', { id })`).
 */
import { parseIdParam, pathOf } from '../../platform/domain/domain-links';
import { liveRoomRoutes } from './live-room-routes';

/** The room's query that opens its red envelope's sheet (docs/pages.md). */
export const ENVELOPE_QUERY = 'envelope';

export const liveRoomPaths = {
  /** The live room of a streamer (the descriptor's `room` link). */
  room: (hostId: number) => pathOf(liveRoomRoutes.room, { id: hostId }),
  /** The live room with its red envelope's sheet open (a 红包 banner, a visitor back from login). */
  envelope: (hostId: number) => `${pathOf(liveRoomRoutes.room, { id: hostId })}?${ENVELOPE_QUERY}=1`,
} as const;

/** A route's `:id` as a streamer id: a positive integer, or null for anything else. */
export const parseStreamerIdParam = (value: string | undefined): number | null => parseIdParam(value);

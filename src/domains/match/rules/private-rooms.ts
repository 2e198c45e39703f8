/**
 * Private rooms. Some streams belong to a user group (a private room,
 * `liveUserGroupId` set); a logged-in user may enter the ones whose room id is in their
 * special-room list. That list is fetched only for a logged-in user when the platform flag
 * holds: the native app from the "privilege anchor" version on (src/platform/config/version-gates.ts).
 *
 * What the web (and an older app) shows instead: no private room anywhere — the streamer display
 * rule drops a private schedule entry for everyone without the room in their list, so the match
 * lists the stream's other anchors (or none), the streamer's schedule leaves the row out, and a
 * link to the room opens it as when the streamer is not on air (主播暂未开播, the next public
 * match). Nothing says "app only": the spec names no such notice.
 */
import type { AnchorInfo, MatchSummary } from '../../../contracts/match';
import { isGateOpen, type PlatformVersion } from '../../../platform/config/version-gates';

export interface RoomAccess {
  loggedIn: boolean;
  /** The user's special rooms; empty when not fetched. */
  allowedRoomIds: ReadonlySet<number>;
}

/** A stream of a user group (a private room); the contracts read an absent group as null. */
export const isPrivateRoom = (entry: { liveUserGroupId: number | null }): boolean => entry.liveUserGroupId !== null;

/** May this stream be shown: a public room, or a private room the user may enter. */
export const isRoomAllowed = (
  entry: { liveUserGroupId: number | null; liveRoomId: number },
  allowedRoomIds: ReadonlySet<number>,
): boolean => !isPrivateRoom(entry) || allowedRoomIds.has(entry.liveRoomId);

/**
 * The platform flag: special rooms exist only in the native app from version 4.6.0 on — the
 * `privilegeAnchor` gate; the web has none, whatever version a host passes.
 */
export const privateRoomsSupported = (where: PlatformVersion): boolean => isGateOpen('privilegeAnchor', where);

/** Whether to fetch the special-room list: logged in and the platform flag holds. */
export const shouldFetchSpecialRooms = (loggedIn: boolean, where: PlatformVersion): boolean =>
  loggedIn && privateRoomsSupported(where);

/**
 * For a logged-in user, a match's anchors of a user group are kept
 * only if their room id is in the special-room list; other anchors are kept; when none is
 * left, `anchorInfo` is removed. The rule is worded for logged-in users only, so a visitor's
 * matches are returned unchanged (entering a room asks for login anyway).
 */
export function filterPrivateAnchors(match: MatchSummary, access: RoomAccess): MatchSummary {
  if (!access.loggedIn || match.anchorInfo === undefined) return match;
  const kept: AnchorInfo[] = match.anchorInfo.filter((anchor) => isRoomAllowed(anchor, access.allowedRoomIds));
  if (kept.length === match.anchorInfo.length) return match;
  const { anchorInfo: _removed, ...rest } = match;
  return kept.length > 0 ? { ...rest, anchorInfo: kept } : rest;
}

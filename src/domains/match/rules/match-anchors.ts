/**
 * Streamers on a match, for every page that shows a match with its
 * anchors — the anchor home, the live room, the leagues' and the NBA's schedules (`showAnchor`):
 * which of a match's anchors a user may see, who is live on it, and whose room a tap opens.
 *
 * An anchor entry (a schedule entry, or a match's anchorInfo item, which carries the same
 * fields) is shown only if its matchSource is the platform's sport-jump game id or 100 (play),
 * its liveStatus is 0 (not started) or 1 (in progress), and it has no private group or its room
 * is allowed (rules/private-rooms). Banned streamers (liveStatus 3) are never shown.
 */
import { StreamerLiveStatus, ScheduleLiveStatus, type AnchorInfo, type MatchSummary } from '../../../contracts/match';
import { GameId } from '../../../contracts/system';
import { filterPrivateAnchors, isRoomAllowed, type RoomAccess } from './private-rooms';

export interface DisplayContext extends RoomAccess {
  /** The platform's sport-jump game id (common config `stSportJumpGame`). */
  jumpGameId: number;
}

/** The fields a schedule entry and a match's anchor share. */
export interface AnchorEntryFields {
  matchSource: number;
  liveStatus: number;
  liveUserGroupId: number | null;
  liveRoomId: number;
}

export function isDisplayableEntry(entry: AnchorEntryFields, context: DisplayContext): boolean {
  const sourceAllowed = entry.matchSource === context.jumpGameId || entry.matchSource === GameId.Play;
  const statusAllowed =
    entry.liveStatus === ScheduleLiveStatus.NotStarted || entry.liveStatus === ScheduleLiveStatus.InProgress;
  return sourceAllowed && statusAllowed && isRoomAllowed(entry, context.allowedRoomIds);
}

/** An anchor of a match who is live on it right now. */
export const isLiveAnchor = (anchor: Pick<AnchorInfo, 'hostLiveStatus' | 'liveStatus'>): boolean =>
  anchor.hostLiveStatus === StreamerLiveStatus.Live && anchor.liveStatus === ScheduleLiveStatus.InProgress;

/** The anchor a tap on a match opens: the first live one, else the first (top anchors first). */
export function leadAnchor(hostList: readonly AnchorInfo[]): AnchorInfo | undefined {
  const ordered = [...hostList].sort((a, b) => b.isTop - a.isTop);
  return ordered.find(isLiveAnchor) ?? ordered[0];
}

/**
 * A match as a topic page shows it: only the anchors the user may see (banned and
 * non-displayable entries dropped, private rooms filtered); `anchorInfo` goes when none is left.
 */
export function withVisibleAnchors(match: MatchSummary, context: DisplayContext): MatchSummary {
  if (match.anchorInfo === undefined) return match;
  const kept = match.anchorInfo.filter(
    (anchor) => anchor.hostLiveStatus !== StreamerLiveStatus.Banned && isDisplayableEntry(anchor, context),
  );
  if (kept.length === match.anchorInfo.length) return filterPrivateAnchors(match, context);
  const { anchorInfo: _dropped, ...rest } = match;
  return kept.length > 0 ? { ...rest, anchorInfo: kept } : rest;
}

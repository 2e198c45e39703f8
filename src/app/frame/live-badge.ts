/**
 * Spec section 2: the anchor tab's badge shows when any anchor is live with a live scheduled
 * match. The anchors domain feeds the hosts; the frame owns the rule.
 */
export interface LiveBadgeHost {
  /** 1 = live. */
  liveStatus: number;
  liveSchedule: readonly { matchId: number; liveStatus: number }[];
}

export const HOST_LIVE = 1;
export const SCHEDULE_IN_PROGRESS = 1;

export function hasLiveAnchorWithLiveMatch(hosts: readonly LiveBadgeHost[]): boolean {
  return hosts.some(
    (host) => host.liveStatus === HOST_LIVE && host.liveSchedule.some((entry) => entry.liveStatus === SCHEDULE_IN_PROGRESS),
  );
}

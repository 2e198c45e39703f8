/**
 * When an alert is told. A fan watching the match's stream (its room or the mini-player) is told
 * only once the picture reaches the moment (rules/playhead.ts, the rule that holds the room's
 * score); anyone else at once. A goal VAR takes back while the watcher's picture has not reached
 * it is never told, nor is its correction; a fan who was told of the goal is told of the
 * correction. Alerts come in per match in seq order, and are told in that order.
 */
import type { MatchAlert } from '../../../../contracts/match-alerts';
import { isShownAt, type Playhead } from '../../rules/playhead';

/** How old an alert missed while offline or across a reload may be and still be told, late. */
export const LATE_WITHIN_MS = 10 * 60 * 1000;

/** The match whose stream the fan is watching, and where the picture is. */
export interface Watching {
  readonly matchId: number;
  readonly playhead: Playhead;
}

/** An alert received and not yet told. */
export interface PendingAlert {
  readonly alert: MatchAlert;
  /** Fetched by the missed-alerts call: missed while offline or across a reload. */
  readonly late: boolean;
  /** It has waited for the picture. */
  readonly held: boolean;
  /** streamer-live: the streamer, whose room it opens. */
  readonly hostId?: number;
}

export interface Release {
  /** To tell now, in order. */
  readonly show: PendingAlert[];
  /** Still waiting for the picture. */
  readonly wait: PendingAlert[];
  /** Never to be told (a goal taken back before the picture reached it, and its correction). */
  readonly drop: PendingAlert[];
}

/** Whether a missed alert is recent enough to be told late (at `now`, server time). */
export const isRecentEnough = (alert: Pick<MatchAlert, 'at'>, now: number): boolean => now - alert.at <= LATE_WITHIN_MS;

/** A streamer going live is no moment on the picture: told at once, even to a fan watching that match. */
const waitsForPicture = (alert: MatchAlert, watching: Watching | null): boolean =>
  alert.kind !== 'streamer-live' &&
  watching !== null &&
  watching.matchId === alert.matchId &&
  !isShownAt(alert.at, watching.playhead);

/**
 * What to do with the pending alerts (those waiting and those just in) at this playhead.
 * `wasAnnounced`: whether an id was told earlier — a correction of a goal never told (not chosen,
 * too old to be told late) corrects nothing, and is dropped.
 */
export function releaseAlerts(
  pending: readonly PendingAlert[],
  watching: Watching | null,
  wasAnnounced: (id: string) => boolean,
): Release {
  const byId = new Map(pending.map((item) => [item.alert.id, item]));
  const dropped = new Set<string>();
  for (const item of pending) {
    if (item.alert.kind !== 'goal-cancelled') continue;
    const goal = byId.get(item.alert.corrects);
    if (goal ? waitsForPicture(goal.alert, watching) : !wasAnnounced(item.alert.corrects)) {
      dropped.add(item.alert.id);
      if (goal) dropped.add(goal.alert.id);
    }
  }
  const release: Release = { show: [], wait: [], drop: [] };
  for (const item of pending) {
    if (dropped.has(item.alert.id)) release.drop.push(item);
    else if (waitsForPicture(item.alert, watching)) release.wait.push({ ...item, held: true });
    else release.show.push(item);
  }
  return release;
}

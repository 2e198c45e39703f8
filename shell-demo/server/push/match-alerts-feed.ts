/**
 * Match alerts (src/contracts/match-alerts.ts) published as the world's match-centre events come:
 * each match's alert line (world/match-centre/centre-alerts.ts) on its `alerts:<matchId>`
 * channel, its latest alerts kept for the missed-alerts call. A match seen for the first time is
 * read from its first event, so its seqs are the same whenever the server started.
 */
import { MatchAlertsPush, type MatchAlert } from '../../../src/contracts/match-alerts';
import type { MatchCentreEvent } from '../../../src/contracts/match-centre';
import type { WorldChange } from '../world/changes';
import { centreScriptOf, centreSnapshot } from '../world/match-centre/centre';
import { MatchAlertLine } from '../world/match-centre/centre-alerts';
import type { World } from '../world/types';
import type { PushHub } from './push-hub';

/** Alerts kept per match: a football match gives about ten, a close basketball game a few more. */
export const ALERTS_KEPT_PER_MATCH = 64;
/** Matches whose alerts are kept; the longest unheard of goes first. */
const MATCHES_KEPT = 2000;

interface MatchAlerts {
  line: MatchAlertLine;
  /** The index of the next match-centre event to read. */
  nextIndex: number;
  kept: MatchAlert[];
}

export class MatchAlertsFeed {
  private readonly matches = new Map<number, MatchAlerts>();

  constructor(
    private readonly world: World,
    private readonly publish: (alert: MatchAlert) => void,
  ) {}

  onChange(change: WorldChange): void {
    if (change.kind !== 'match-event') return;
    const alerts = this.alertsOf(change.event.matchId, change.event.index);
    if (alerts) this.read(alerts, change.event, true);
  }

  /** The kept alerts of `matchId` from seq `fromSeq` on ([] for a match unknown or not started). */
  from(matchId: number, fromSeq: number): MatchAlert[] {
    const alerts = this.alertsOf(matchId);
    return alerts ? alerts.kept.filter((alert) => alert.seq >= fromSeq) : [];
  }

  /** The match's latest goal still standing, as its alerts tell it. */
  lastGoal(matchId: number): { readonly side: string; readonly at: number } | undefined {
    return this.alertsOf(matchId)?.line.lastGoal();
  }

  /**
   * The match's alerts, read up to (not including) event `upTo` (the world's present when absent)
   * the first time it is asked for; undefined before the match has any event.
   */
  private alertsOf(matchId: number, upTo?: number): MatchAlerts | undefined {
    let alerts = this.matches.get(matchId);
    if (alerts) {
      // Most recently heard of last: the first is the first to go.
      this.matches.delete(matchId);
      this.matches.set(matchId, alerts);
      return alerts;
    }
    const match = this.world.matches.get(matchId);
    const centre = match && centreScriptOf(this.world, match);
    if (!match || !centre) return undefined;
    alerts = {
      line: new MatchAlertLine({
        matchId,
        sport: match.sport,
        homeName: centre.home.shortName,
        awayName: centre.away.shortName,
      }),
      nextIndex: 0,
      kept: [],
    };
    const past = centreSnapshot(this.world, match).events;
    for (const event of past.slice(0, upTo ?? past.length)) this.read(alerts, event, false);
    if (this.matches.size >= MATCHES_KEPT) this.matches.delete(this.matches.keys().next().value as number);
    this.matches.set(matchId, alerts);
    return alerts;
  }

  private read(alerts: MatchAlerts, event: MatchCentreEvent, live: boolean): void {
    // Read once: an event the first reading already covered is not read again.
    if (event.index < alerts.nextIndex) return;
    alerts.nextIndex = event.index + 1;
    for (const alert of alerts.line.take(event)) {
      alerts.kept.push(alert);
      if (alerts.kept.length > ALERTS_KEPT_PER_MATCH) alerts.kept.shift();
      if (live) this.publish(alert);
    }
  }
}

const feeds = new WeakMap<World, MatchAlertsFeed>();

/** The world's alerts, published on `hub` (one feed per world). */
export function matchAlertsOf(world: World, hub: PushHub): MatchAlertsFeed {
  let feed = feeds.get(world);
  if (!feed) {
    feed = new MatchAlertsFeed(world, (alert) =>
      hub.publish(MatchAlertsPush.alert, MatchAlertsPush.channel(alert.matchId), alert),
    );
    feeds.set(world, feed);
  }
  return feed;
}

/**
 * The fan's match alerts as they are to be shown, React-free: a hook or the `./alerts` mount owns
 * one. It holds `alerts:<id>` on the app's one push socket for each booked match the fan has not
 * muted, repairs a gap in a match's seqs (and whatever a reconnect or a reload missed) with the
 * missed-alerts call, holds a watched match's alerts for the picture (rules/alert-release.ts) and
 * tells each alert once, across reconnects, reloads and other feeds of the page (the announced ids
 * are kept in storage). It also holds `host:<id>` of each streamer the fan follows, and tells the
 * fan when one goes live on a match (rules/streamer-live-alert.ts).
 */
import { AnchorsPush, type StreamerLivePayload } from '../../../../contracts/anchors-push';
import { MatchAlertsPush, type MatchAlert } from '../../../../contracts/match-alerts';
import type { ChannelName } from '../../../../contracts/push';
import type { PushHandler } from '../../../../platform/socket/push-handlers';
import { nextShownIn } from '../../rules/playhead';
import type { AlertSource, ShownAlert } from '../alert-types';
import type { StreamedMatch } from '../streamed-matches';
import type { MissedFrom } from '../api/missed-alerts-api';
import { isAlertWanted, type AlertSettings } from '../rules/alert-settings';
import { alertTarget } from '../rules/alert-target';
import { isRecentEnough, releaseAlerts, type PendingAlert, type Watching } from '../rules/alert-release';
import { rememberAnnounced, type Announced } from '../rules/announced-alerts';
import { streamerLiveAlert } from '../rules/streamer-live-alert';

/** The app's push socket, as the feed uses it (alert-feed-sources.ts: the push connection's). */
export interface AlertSocket {
  /** Routes the alerts' push message to `handler`; returns the function that stops it. */
  handle(handler: PushHandler<MatchAlert>): () => void;
  /** Routes the streamers' `host-live` to `handler` (whichever channel brings it); returns the function that stops it. */
  handleStreamers(handler: PushHandler<StreamerLivePayload>): () => void;
  /** Holds channels until the returned function is called. */
  hold(channels: readonly ChannelName[]): () => void;
  /** Calls `listener` each time the socket is open again after it was not (a reconnect). */
  onOpen(listener: () => void): () => void;
}

/** The fan's booked (预约) matches, or followed streamers: logged in only, none for a visitor. */
export interface FollowedIds {
  current(): readonly number[];
  subscribe(listener: () => void): () => void;
}

/** Where the announced ids are kept (alert-feed-sources.ts: local storage). */
export interface AnnouncedStore {
  load(): Announced[];
  save(list: readonly Announced[]): void;
}

export interface AlertFeedOptions {
  socket: AlertSocket;
  booked: FollowedIds;
  followedStreamers: FollowedIds;
  /** The match whose stream the fan is watching now (its room, the mini-player), and the playhead; null: none. */
  watching(): Watching | null;
  /** The server's clock now. */
  now(): number;
  fetchMissed(from: readonly MissedFrom[]): Promise<MatchAlert[]>;
  /** Whether a failure of the missed call says the backend lacks it. */
  isCallAbsent?(error: unknown): boolean;
  announced: AnnouncedStore;
  settings: AlertSettings;
  /** The match with the streamers on it, as the app knows it (an alert opens the live one's room); none by default. */
  streamedMatch?(matchId: number): StreamedMatch | undefined;
}

/**
 * While alerts wait for the picture they are looked at again this often at least: the fan may
 * leave the room or the picture may jump (an alert is due ≤ 1 s after the picture reaches it).
 */
export const HELD_RECHECK_MS = 1000;

export class AlertFeed implements AlertSource {
  private readonly listeners = new Set<(alert: ShownAlert) => void>();
  /** Held channels by match. */
  private readonly held = new Map<number, () => void>();
  /** Held `host:<id>` channels by streamer. */
  private readonly heldHosts = new Map<number, () => void>();
  /** The seq each match's next alert should have (absent: none heard yet). */
  private readonly nextSeq = new Map<number, number>();
  /** The first seq of a gap to repair, by match (an alert came with a seq past the next one). */
  private readonly gapFrom = new Map<number, number>();
  /** Ids received in this feed's life (held, told or dropped): each is looked at once. */
  private readonly seen = new Set<string>();
  private pending: PendingAlert[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stops: (() => void)[] = [];
  private repairing: Promise<void> | null = null;
  /** The backend has no missed-alerts call (it is optional): not asked again. */
  private callAbsent = false;
  /** Matches to ask the missed call about once the running one answers. */
  private readonly repairNext = new Set<number>();
  private settings: AlertSettings;

  constructor(private readonly options: AlertFeedOptions) {
    this.settings = options.settings;
  }

  onAlert(listener: (alert: ShownAlert) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  start(): void {
    if (this.stops.length > 0) return;
    const { socket, booked } = this.options;
    const handler: PushHandler<MatchAlert> = {
      apply: (alert) => this.receive([alert], false),
      applyBatch: (items) =>
        this.receive(
          items.map((item) => item.value),
          false,
        ),
    };
    const live = (changes: readonly { value: StreamerLivePayload; meta: { at: number } }[]) =>
      this.streamerLive(changes);
    this.stops = [
      socket.handle(handler),
      socket.handleStreamers({ apply: (value, meta) => live([{ value, meta }]), applyBatch: live }),
      booked.subscribe(() => this.holdChannels()),
      this.options.followedStreamers.subscribe(() => this.holdChannels()),
      // Whatever was published while the socket was down comes by the missed call.
      socket.onOpen(() => this.repair([...this.held.keys()])),
    ];
    this.holdChannels();
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    for (const held of [this.held, this.heldHosts]) {
      for (const release of held.values()) release();
      held.clear();
    }
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  /** New settings (kinds, muted matches): a muted match's channel goes, and what waits of it. */
  updateSettings(settings: AlertSettings): void {
    this.settings = settings;
    this.pending = this.pending.filter((item) => isAlertWanted(item.alert, settings));
    if (this.stops.length > 0) this.holdChannels();
  }

  /** The fan started or stopped watching a stream, or the picture jumped: what waits is looked at again now. */
  watchingChanged(): void {
    this.step();
  }

  /**
   * Holds the channels of the booked, unmuted matches (each match newly held is read from the
   * missed call first) and of the followed streamers.
   */
  private holdChannels(): void {
    const { booked, followedStreamers } = this.options;
    const added = this.holdOnly(
      this.held,
      booked.current().filter((id) => !this.settings.mutedMatchIds.includes(id)),
      MatchAlertsPush.channel,
    );
    this.holdOnly(this.heldHosts, followedStreamers.current(), AnchorsPush.host);
    if (added.length > 0) this.repair(added);
  }

  /** `held` made to hold the channels of `ids` only; returns the ids newly held. */
  private holdOnly(held: Map<number, () => void>, ids: readonly number[], channel: (id: number) => string): number[] {
    const wanted = new Set(ids);
    for (const [id, release] of held) {
      if (wanted.has(id)) continue;
      release();
      held.delete(id);
    }
    const added = [...wanted].filter((id) => !held.has(id));
    for (const id of added) held.set(id, this.options.socket.hold([channel(id)]));
    return added;
  }

  /** A followed streamer going live on a match (heard on its channel, or on `anchors:live`): told once, at once. */
  private streamerLive(changes: readonly { value: StreamerLivePayload; meta: { at: number } }[]): void {
    for (const { value, meta } of changes) {
      if (!this.heldHosts.has(value.hostId)) continue;
      const alert = streamerLiveAlert(value, meta.at, this.options.streamedMatch?.(value.matchId));
      if (!alert || this.seen.has(alert.id)) continue;
      this.seen.add(alert.id);
      if (isAlertWanted(alert, this.settings))
        this.pending.push({ alert, late: false, held: false, hostId: value.hostId });
    }
    this.step();
  }

  private receive(alerts: readonly MatchAlert[], late: boolean): void {
    const now = this.options.now();
    const gaps: number[] = [];
    for (const alert of alerts) {
      if (!this.held.has(alert.matchId) || this.seen.has(alert.id)) continue;
      const expected = this.nextSeq.get(alert.matchId);
      if (!late && expected !== undefined && alert.seq > expected) {
        gaps.push(alert.matchId);
        this.gapFrom.set(alert.matchId, Math.min(expected, this.gapFrom.get(alert.matchId) ?? expected));
      }
      this.nextSeq.set(alert.matchId, Math.max(expected ?? 0, alert.seq + 1));
      this.seen.add(alert.id);
      // Not chosen, or missed too long ago to be worth telling: looked at once, never told.
      if (!isAlertWanted(alert, this.settings) || (late && !isRecentEnough(alert, now))) continue;
      this.pending.push({ alert, late, held: false });
    }
    if (gaps.length > 0) this.repair(gaps);
    this.step();
  }

  /**
   * Asks the missed call about `matchIds` from the seq each has not seen (0 for a match not heard
   * yet: whatever the server keeps). One call at a time; matches asked for meanwhile go next.
   */
  private repair(matchIds: readonly number[]): void {
    for (const matchId of matchIds) this.repairNext.add(matchId);
    if (this.callAbsent || this.repairing || this.repairNext.size === 0) return;
    const from = [...this.repairNext]
      .filter((matchId) => this.held.has(matchId))
      .map((matchId) => ({ matchId, fromSeq: this.gapFrom.get(matchId) ?? this.nextSeq.get(matchId) ?? 0 }));
    this.repairNext.clear();
    for (const { matchId } of from) this.gapFrom.delete(matchId);
    if (from.length === 0) return;
    this.repairing = this.options
      .fetchMissed(from)
      .then(
        (alerts) => this.receive(alerts, true),
        (error: unknown) => {
          // A backend without the call: only telling what was missed is lost, for good.
          if (this.options.isCallAbsent?.(error)) this.callAbsent = true;
          // A failed call: the next repair (a reconnect, the next gap) asks from the same seqs again.
          else
            for (const { matchId, fromSeq } of from)
              this.gapFrom.set(matchId, Math.min(fromSeq, this.gapFrom.get(matchId) ?? fromSeq));
        },
      )
      .finally(() => {
        this.repairing = null;
        if (this.stops.length > 0) this.repair([]);
      });
  }

  /** Tells what is due, in order; waits for the next one due. */
  private step(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const { announced: store, now } = this.options;
    // Read again each time: another feed of the page (the in-app alert, the `./alerts` mount) may have told some.
    let announced = store.load();
    const told = new Set(announced.map((entry) => entry.id));
    const watching = this.options.watching();
    const release = releaseAlerts(
      this.pending.filter((item) => !told.has(item.alert.id)),
      watching,
      (id) => told.has(id),
    );
    this.pending = release.wait;
    const done = [...release.show, ...release.drop].map((item) => item.alert.id);
    if (done.length > 0) {
      announced = rememberAnnounced(announced, done, now());
      store.save(announced);
    }
    for (const item of release.show) this.tell(item);
    if (this.pending.length === 0 || watching === null) return;
    const waits = this.pending.map((item) => item.alert).sort((a, b) => a.at - b.at);
    const due = nextShownIn(waits, watching.playhead) ?? HELD_RECHECK_MS;
    this.timer = setTimeout(() => this.step(), Math.max(0, Math.min(due, HELD_RECHECK_MS)));
  }

  private tell({ alert, late, held, hostId }: PendingAlert): void {
    const shown: ShownAlert = {
      ...alert,
      heldForPicture: held,
      late,
      target: hostId
        ? { kind: 'room', hostId }
        : alertTarget(alert.matchId, this.options.streamedMatch?.(alert.matchId)?.hostList ?? []),
    };
    for (const listener of [...this.listeners]) listener(shown);
  }
}

/**
 * Publishes what the match simulator changes as the messages the domains declare (MatchPush,
 * AnchorsPush, NewsPush in src/contracts; protocol in src/contracts/push.ts):
 * a match's live fields, its match-centre events and its tracker states on `match:<id>`, a streamer going live or off on `host:<id>` and
 * `anchors:live`, a tip settled on `professor:<id>` and `news:tips`; the alerts read off a match's
 * events on `alerts:<id>` (match-alerts-feed.ts).
 */
import { AnchorsPush } from '../../../src/contracts/anchors-push';
import { MatchCentrePush } from '../../../src/contracts/match-centre-push';
import { MatchPush } from '../../../src/contracts/match-push';
import { MatchTrackerPush } from '../../../src/contracts/match-tracker-push';
import { NewsPush, type TipSettledPayload } from '../../../src/contracts/news-push';
import type { WorldChange } from '../world/changes';
import type { MatchSimulator } from '../world/simulator';
import type { World } from '../world/types';
import { matchAlertsOf } from './match-alerts-feed';
import type { PushHub } from './push-hub';

const MATCH_MESSAGES = {
  'match-status': MatchPush.status,
  'match-score': MatchPush.score,
  'match-clock': MatchPush.clock,
} as const;

/** Only the gateway that publishes the world (publisher-role.ts) hands its changes on; the others' simulators keep their HTTP answers moving. */
export function feedWorldToPush(world: World, simulator: MatchSimulator, hub: PushHub): () => void {
  const alerts = matchAlertsOf(world, hub);
  return simulator.on('change', (change) => {
    if (!hub.publisher.holds()) return;
    publishChange(hub, change);
    alerts.onChange(change);
  });
}

export function publishChange(hub: PushHub, change: WorldChange): void {
  switch (change.kind) {
    case 'match-status':
    case 'match-score':
    case 'match-clock': {
      const { kind, at: _at, ...payload } = change;
      const live = 'fromStatusId' in payload ? (({ fromStatusId: _from, ...rest }) => rest)(payload) : payload;
      hub.publish(MATCH_MESSAGES[kind], MatchPush.channel(change.matchId), live);
      return;
    }
    case 'match-goal': {
      const { kind: _kind, at: _at, ...goal } = change;
      hub.publish(MatchPush.goal, MatchPush.channel(change.matchId), goal);
      return;
    }
    case 'match-event':
      // An event, not a latest value: the match centre snapshot repairs a gap (src/contracts/match-centre.ts).
      hub.publish(MatchCentrePush.event, MatchPush.channel(change.event.matchId), change.event);
      return;
    case 'match-tracker':
      // An event too: the tracker's snapshot repairs a gap (src/contracts/match-tracker.ts).
      hub.publish(MatchTrackerPush.state, MatchPush.channel(change.state.matchId), change.state);
      return;
    case 'host-live': {
      const { kind: _kind, at: _at, ...payload } = change;
      hub.publish(AnchorsPush.hostLive, AnchorsPush.host(change.hostId), payload);
      hub.publish(AnchorsPush.hostLive, AnchorsPush.live, payload);
      return;
    }
    case 'tip-settled': {
      const { kind: _kind, at: settledAt, ...tip } = change;
      const payload: TipSettledPayload = { ...tip, settledAt };
      // Kept per tip (the declaration's key), so a client that missed it gets it from the snapshot.
      hub.publish(NewsPush.tipSettled, NewsPush.professor(change.professorId), payload);
      hub.publish(NewsPush.tipSettled, NewsPush.tips, payload);
      return;
    }
    default:
      // Reports' settlements and standings are read over HTTP when a page asks; nothing live shows them.
      return;
  }
}

/**
 * Publishes what the match simulator changes onto the push channels of src/contracts/push.ts:
 * a match's live fields on `match:<id>`, a streamer going live or off on `host:<id>` and
 * `anchors:live`.
 */
import { AnchorsMessage, MatchMessage, PushChannel, PushNamespace } from '../../../src/contracts/push';
import type { WorldChange } from '../world/changes';
import type { MatchSimulator } from '../world/simulator';
import type { PushHub } from './push-hub';

const MATCH_NAMES = {
  'match-status': MatchMessage.Status,
  'match-score': MatchMessage.Score,
  'match-clock': MatchMessage.Clock,
} as const;

export function feedWorldToPush(simulator: MatchSimulator, hub: PushHub): () => void {
  return simulator.on('change', (change) => publishChange(hub, change));
}

export function publishChange(hub: PushHub, change: WorldChange): void {
  switch (change.kind) {
    case 'match-status':
    case 'match-score':
    case 'match-clock': {
      const { kind, at: _at, ...payload } = change;
      const live = 'fromStatusId' in payload ? (({ fromStatusId: _from, ...rest }) => rest)(payload) : payload;
      hub.publish(PushChannel.match(change.matchId), PushNamespace.Match, MATCH_NAMES[kind], live, { key: String(change.matchId) });
      return;
    }
    case 'match-goal': {
      const { kind: _kind, at: _at, ...goal } = change;
      hub.publish(PushChannel.match(change.matchId), PushNamespace.Match, MatchMessage.Goal, goal, { retain: false });
      return;
    }
    case 'host-live': {
      const payload = { hostId: change.hostId, liveStatus: change.liveStatus, matchId: change.matchId, scheduleLiveStatus: change.scheduleLiveStatus };
      const key = `${change.hostId}:${change.matchId}`;
      hub.publish(PushChannel.host(change.hostId), PushNamespace.Anchors, AnchorsMessage.HostLive, payload, { key });
      hub.publish(PushChannel.anchorsLive, PushNamespace.Anchors, AnchorsMessage.HostLive, payload, { key });
      return;
    }
    default:
      // Settlements and standings are read over HTTP when a page asks; nothing live shows them.
      return;
  }
}

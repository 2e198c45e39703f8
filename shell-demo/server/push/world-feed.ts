/**
 * Publishes what the match simulator changes onto the push channels of src/contracts/push.ts:
 * a match's live fields on `match:<id>`, a streamer going live or off on `host:<id>` and
 * `anchors:live`, a tip settled on `professor:<id>` and `news:tips`.
 */
import {
  AnchorsMessage,
  MatchMessage,
  NewsMessage,
  PushChannel,
  PushNamespace,
  type TipSettledPayload,
} from '../../../src/contracts/push';
import { MatchCentreMessage } from '../../../src/contracts/match-centre';
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
      hub.publish(PushChannel.match(change.matchId), PushNamespace.Match, MATCH_NAMES[kind], live, {
        key: String(change.matchId),
      });
      return;
    }
    case 'match-goal': {
      const { kind: _kind, at: _at, ...goal } = change;
      hub.publish(PushChannel.match(change.matchId), PushNamespace.Match, MatchMessage.Goal, goal, { retain: false });
      return;
    }
    case 'match-event':
      // An event, not a latest value: the match centre snapshot repairs a gap (src/contracts/match-centre.ts).
      hub.publish(PushChannel.match(change.event.matchId), PushNamespace.Match, MatchCentreMessage.Event, change.event, {
        retain: false,
      });
      return;
    case 'host-live': {
      const payload = {
        hostId: change.hostId,
        liveStatus: change.liveStatus,
        matchId: change.matchId,
        scheduleLiveStatus: change.scheduleLiveStatus,
      };
      const key = `${change.hostId}:${change.matchId}`;
      hub.publish(PushChannel.host(change.hostId), PushNamespace.Anchors, AnchorsMessage.HostLive, payload, { key });
      hub.publish(PushChannel.anchorsLive, PushNamespace.Anchors, AnchorsMessage.HostLive, payload, { key });
      return;
    }
    case 'tip-settled': {
      const payload: TipSettledPayload = {
        tipId: change.tipId,
        professorId: change.professorId,
        result: change.result,
        settledAt: change.at,
      };
      // Kept per tip, so a client that missed it gets it from the snapshot.
      const key = String(change.tipId);
      hub.publish(PushChannel.professor(change.professorId), PushNamespace.News, NewsMessage.TipSettled, payload, {
        key,
      });
      hub.publish(PushChannel.newsTips, PushNamespace.News, NewsMessage.TipSettled, payload, { key });
      return;
    }
    default:
      // Reports' settlements and standings are read over HTTP when a page asks; nothing live shows them.
      return;
  }
}

/** Where an alert opens: the room (its route's id is the streamer's hostId) of the streamer a tap on the match opens, when one is live on it; else the match centre. */
import type { AnchorInfo } from '../../../../contracts/match';
import { isLiveAnchor, leadAnchor } from '../../rules/match-anchors';
import type { AlertTarget } from '../alert-types';

export function alertTarget(matchId: number, anchors: readonly AnchorInfo[]): AlertTarget {
  const lead = leadAnchor(anchors);
  return lead && isLiveAnchor(lead) ? { kind: 'room', hostId: lead.hostId } : { kind: 'match', matchId };
}

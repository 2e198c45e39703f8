/** Where an alert opens: the live streamer's room (the room route's id is the streamer's hostId), else the match. */
import { ScheduleLiveStatus, StreamerLiveStatus } from '../../../../../src/contracts/match';
import { alertTarget } from '../../../../../src/domains/match/alerts/rules/alert-target';
import { anchorInfo } from '../../../../support/match-fixtures';

const live = { hostLiveStatus: StreamerLiveStatus.Live, liveStatus: ScheduleLiveStatus.InProgress };

it('opens the room of the streamer live on the match, by the streamer id the room route takes', () => {
  const anchors = [anchorInfo({ hostId: 7, liveRoomId: 9007, ...live })];
  expect(alertTarget(12, anchors)).toEqual({ kind: 'room', hostId: 7 });
});

it('opens the match when no streamer is live on it, or none is known', () => {
  expect(alertTarget(12, [anchorInfo({ hostId: 7 })])).toEqual({ kind: 'match', matchId: 12 });
  expect(alertTarget(12, [])).toEqual({ kind: 'match', matchId: 12 });
});

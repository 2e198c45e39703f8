/**
 * The anchor home's live matches as the match alerts read them (anchors/store/alert-streamers.ts):
 * provided while the anchors domain runs, only the streamers this fan may see, kept current by the
 * streamers' pushes — the room an alert opens.
 */
import * as api from '@src/domains/anchors/api/anchors-api';
import { streamedMatchOf } from '@src/domains/match/alerts/streamed-matches';
import { alertTarget } from '@src/domains/match/alerts/rules/alert-target';
import { startDomains } from '@tests/support/app-world';
import { anchorInfo } from '@tests/support/match-fixtures';
import { liveMatch, liveNow } from '../support/fixtures';
import { anchors, setUpAnchorsWorld } from '../support/store-setup';

jest.mock('@src/domains/anchors/api/anchors-api');
const mocked = jest.mocked(api.anchorsApi);

const targetOf = (matchId: number) => alertTarget(matchId, streamedMatchOf(matchId)?.hostList ?? []);

beforeEach(() => setUpAnchorsWorld());

it('gives the alerts the streamers a fan may see on a match, live ones opening their room, while the domain runs', async () => {
  // A private room's streamer, live and on top: a fan not let in never sees it, so no alert opens it.
  const hidden = anchorInfo({ hostId: 9, hostLiveStatus: 1, liveStatus: 1, isTop: 1, liveUserGroupId: 5 });
  const live = liveNow(600, 1);
  mocked.anchorList.mockResolvedValue({
    hosts: [],
    liveMatchList: [
      { ...live, hostList: [hidden, ...live.hostList] },
      liveMatch({ matchId: 700, hostList: [anchorInfo({ hostId: 2 })] }),
    ],
    hostMomentList: [],
  });
  const stop = startDomains();
  await anchors().loadHome();

  expect(streamedMatchOf(600)?.hostList.map((anchor) => anchor.hostId)).toEqual([1]);
  expect(targetOf(600)).toEqual({ kind: 'room', hostId: 1 });
  // Nobody live on it yet, then its streamer goes live (the push patches the home).
  expect(targetOf(700)).toEqual({ kind: 'match', matchId: 700 });
  anchors().applyStreamerLive([{ at: 1, value: { hostId: 2, liveStatus: 1, matchId: 700, scheduleLiveStatus: 1 } }]);
  expect(targetOf(700)).toEqual({ kind: 'room', hostId: 2 });
  expect(streamedMatchOf(800)).toBeUndefined();

  stop();
  expect(streamedMatchOf(600)).toBeUndefined();
});

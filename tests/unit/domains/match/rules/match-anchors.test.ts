/** Streamers on a match, for every page that shows a match's anchors. */
import { ScheduleLiveStatus, StreamerLiveStatus } from '@src/contracts/match';
import {
  isDisplayableEntry,
  isLiveAnchor,
  leadAnchor,
  withVisibleAnchors,
  type DisplayContext,
} from '@src/domains/match/rules/match-anchors';
import { anchorInfo, GAME, matchSummary } from '@tests/support/match-fixtures';

const visitor: DisplayContext = { jumpGameId: GAME, loggedIn: false, allowedRoomIds: new Set() };
const member = (rooms: number[]): DisplayContext => ({
  jumpGameId: GAME,
  loggedIn: true,
  allowedRoomIds: new Set(rooms),
});

it('shows an anchor entry of the platform game or play (100), not started or in progress, public or allowed', () => {
  const entry = { matchSource: GAME, liveStatus: 1, liveUserGroupId: null, liveRoomId: 1 };
  expect(isDisplayableEntry(entry, visitor)).toBe(true);
  expect(isDisplayableEntry({ ...entry, matchSource: 100 }, visitor)).toBe(true);
  expect(isDisplayableEntry({ ...entry, matchSource: 34 }, visitor)).toBe(false);
  expect(isDisplayableEntry({ ...entry, liveStatus: 2 }, visitor)).toBe(false);
  expect(isDisplayableEntry({ ...entry, liveUserGroupId: 5, liveRoomId: 7 }, member([]))).toBe(false);
  expect(isDisplayableEntry({ ...entry, liveUserGroupId: 5, liveRoomId: 7 }, member([7]))).toBe(true);
});

it("keeps a topic page's match with only the anchors the user may see; anchorInfo goes when none is left", () => {
  const match = matchSummary({
    anchorInfo: [
      anchorInfo({ hostId: 1 }),
      anchorInfo({ hostId: 2, hostLiveStatus: 3 }),
      anchorInfo({ hostId: 3, liveUserGroupId: 5, liveRoomId: 7 }),
      anchorInfo({ hostId: 4, matchSource: 34 }),
    ],
  });
  expect(withVisibleAnchors(match, member([])).anchorInfo?.map((anchor) => anchor.hostId)).toEqual([1]);
  expect(withVisibleAnchors(match, member([7])).anchorInfo?.map((anchor) => anchor.hostId)).toEqual([1, 3]);
  expect(
    'anchorInfo' in withVisibleAnchors(matchSummary({ anchorInfo: [anchorInfo({ matchSource: 34 })] }), visitor),
  ).toBe(false);
  const untouched = matchSummary({ anchorInfo: [anchorInfo({ hostId: 1 })] });
  expect(withVisibleAnchors(untouched, visitor)).toBe(untouched);
});

it('a tap opens the first live anchor (top anchors first), else the first', () => {
  const quiet = anchorInfo({ hostId: 1 });
  const live = anchorInfo({ hostId: 2, hostLiveStatus: 1, liveStatus: 1 });
  const top = anchorInfo({ hostId: 3, isTop: 1 });
  expect(leadAnchor([quiet, live])?.hostId).toBe(2);
  expect(leadAnchor([quiet, top])?.hostId).toBe(3);
  expect(leadAnchor([])).toBeUndefined();
});

it('an anchor is live only while the streamer is on air and the match is in progress', () => {
  const on = { hostLiveStatus: StreamerLiveStatus.Live, liveStatus: ScheduleLiveStatus.InProgress };
  expect(isLiveAnchor(anchorInfo(on))).toBe(true);
  expect(isLiveAnchor(anchorInfo({ ...on, liveStatus: ScheduleLiveStatus.NotStarted }))).toBe(false);
  expect(isLiveAnchor(anchorInfo({ ...on, hostLiveStatus: 0 }))).toBe(false);
  // A tap passes over a streamer on air before the match has started.
  const early = anchorInfo({ hostId: 5, hostLiveStatus: StreamerLiveStatus.Live });
  expect(leadAnchor([early, anchorInfo({ hostId: 6, ...on })])?.hostId).toBe(6);
});

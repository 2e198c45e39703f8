import {
  filterPrivateAnchors,
  isRoomAllowed,
  privateRoomsSupported,
  shouldFetchSpecialRooms,
} from '@src/domains/match/rules/private-rooms';
import { anchorInfo, matchSummary } from '@tests/support/match-fixtures';

const publicAnchor = anchorInfo({ hostId: 1, liveRoomId: 9001 });
const allowedPrivate = anchorInfo({ hostId: 2, liveRoomId: 7001, liveUserGroupId: 55, liveGroupUserType: 1 });
const otherPrivate = anchorInfo({ hostId: 3, liveRoomId: 7002, liveUserGroupId: 56, liveGroupUserType: 2 });
const loggedIn = (rooms: number[]) => ({ loggedIn: true, allowedRoomIds: new Set(rooms) });

describe('private rooms', () => {
  it('keeps, for a logged-in user, group anchors whose room is in the special-room list and every other anchor', () => {
    const match = matchSummary({ anchorInfo: [publicAnchor, allowedPrivate, otherPrivate] });
    expect(filterPrivateAnchors(match, loggedIn([7001])).anchorInfo).toEqual([publicAnchor, allowedPrivate]);
  });

  it('removes anchorInfo when no anchor is left', () => {
    const match = matchSummary({ anchorInfo: [otherPrivate] });
    const result = filterPrivateAnchors(match, loggedIn([]));
    expect(result).not.toHaveProperty('anchorInfo');
    expect(result.id).toBe(match.id);
  });

  it("leaves a match without anchors, one with nothing to drop, and a visitor's matches as they are", () => {
    const bare = matchSummary();
    expect(filterPrivateAnchors(bare, loggedIn([]))).toBe(bare);
    const open = matchSummary({ anchorInfo: [publicAnchor] });
    expect(filterPrivateAnchors(open, loggedIn([]))).toBe(open);
    const withPrivate = matchSummary({ anchorInfo: [otherPrivate] });
    expect(filterPrivateAnchors(withPrivate, { loggedIn: false, allowedRoomIds: new Set() })).toBe(withPrivate);
  });

  it('tells a private room by its user group, and allows it by room id only', () => {
    expect(isRoomAllowed(publicAnchor, new Set())).toBe(true);
    expect(isRoomAllowed(allowedPrivate, new Set([7001]))).toBe(true);
    expect(isRoomAllowed(allowedPrivate, new Set([2]))).toBe(false);
    // A group id of 0 is still a group: only null means a public room.
    expect(isRoomAllowed({ liveUserGroupId: 0, liveRoomId: 7003 }, new Set())).toBe(false);
    expect(isRoomAllowed({ liveUserGroupId: null, liveRoomId: 7003 }, new Set())).toBe(true);
  });

  it('fetches special rooms only for a logged-in user when the platform flag holds (native app from 4.6.0)', () => {
    const app = (appVersion: string) => ({ platform: 'app' as const, appVersion });
    expect(privateRoomsSupported(app(''))).toBe(false);
    expect(privateRoomsSupported(app('4.5.9'))).toBe(false);
    expect(privateRoomsSupported(app('4.6.0'))).toBe(true);
    expect(privateRoomsSupported(app('4.10.1'))).toBe(true);
    // The web has no private rooms, even when its host passes an app's version.
    expect(privateRoomsSupported({ platform: 'web', appVersion: '4.6.0' })).toBe(false);
    expect(shouldFetchSpecialRooms(true, app('4.6.0'))).toBe(true);
    expect(shouldFetchSpecialRooms(false, app('4.6.0'))).toBe(false);
    expect(shouldFetchSpecialRooms(true, app(''))).toBe(false);
  });
});

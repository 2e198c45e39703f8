/**
 * The room's side of the match centre (components/use-room-centre.ts): 赛况 shows once the backend
 * answered with a centre for the room's match (never for a backend without one), the team names
 * are the match card's, and the events are held back by the player's delay exactly like the score
 * — none with 实时比分 on, or while the delay is unknown or nil.
 */
import { act, renderHook } from '@testing-library/react';
import type { MatchCentreSnapshot } from '@src/contracts/match-centre';
import { matchCentreApi } from '@src/domains/match/api/match-centre-api';
import { useRoomCentre } from '@src/domains/live-room/components/use-room-centre';
import * as roomApi from '@src/domains/live-room/api/room-api';
import { HttpError } from '@src/platform/http/http-error';
import { matchSummary } from '@tests/support/match-fixtures';
import { matchInfo, scheduleItem, streamer } from '../../anchors/support/fixtures';
import { room, roomWorldEachTest } from '../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');
jest.mock('@src/domains/match/api/match-centre-api', () => ({ matchCentreApi: { snapshot: jest.fn() } }));
jest.mock('@src/platform/socket/push-connection', () => ({
  ...jest.requireActual('@src/platform/socket/push-connection'),
  registerPushHandler: () => () => undefined,
}));
const mocked = jest.mocked(roomApi.roomApi);
const centreCall = jest.mocked(matchCentreApi.snapshot);

const MATCH = 500;
const snapshot: MatchCentreSnapshot = {
  matchId: MATCH,
  sport: 'football',
  home: { teamId: 1, formation: '4-3-3', players: [] },
  away: { teamId: 2, formation: '4-4-2', players: [] },
  events: [],
  nextIndex: 0,
};

roomWorldEachTest(() => ({
  streamers: [streamer({ id: 7, liveStatus: 1 })],
  matchInfo: matchInfo({ matchId: MATCH, masterTeamName: '曼彻斯特联', guestTeamName: '切尔西足球俱乐部' }),
  schedule: [scheduleItem({ matchId: MATCH, liveStatus: 1, match: matchSummary({ id: MATCH, statusId: 2 }) })],
}));
beforeEach(async () => {
  centreCall.mockReset();
  await room().openRoom(7);
});

async function roomCentre(matchId: number | undefined) {
  const view = renderHook(() => useRoomCentre(matchId));
  await act(async () => {});
  return view.result;
}

it('shows 赛况 once the centre answered, with the match card’s team names', async () => {
  centreCall.mockResolvedValue(snapshot);
  const centre = await roomCentre(MATCH);
  expect(centre.current).toMatchObject({ available: true, homeName: '曼联', awayName: '切尔西' });
  expect(centreCall).toHaveBeenCalledWith({ matchId: MATCH });
});

it('shows no 赛况 without a match, nor for a backend without the centre', async () => {
  expect((await roomCentre(undefined)).current.available).toBe(false);
  expect(centreCall).not.toHaveBeenCalled();
  centreCall.mockRejectedValue(new HttpError('api', 'not found', 404));
  expect((await roomCentre(MATCH)).current.available).toBe(false);
});

it('shows no 赛况 while the centre’s answer is on its way, and no names for a room without its match', async () => {
  centreCall.mockReturnValue(new Promise(() => {}));
  expect((await roomCentre(MATCH)).current.available).toBe(false);
  mocked.hostLiveMatchInfo.mockResolvedValue(null);
  mocked.hostSchedule.mockResolvedValue([]);
  await room().openRoom(8);
  expect((await roomCentre(undefined)).current).toMatchObject({ homeName: '', awayName: '' });
});

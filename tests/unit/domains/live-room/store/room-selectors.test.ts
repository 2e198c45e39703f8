/** What the room reads from its store: the open room's calls' status, its match, its schedule shown. */
import * as roomApi from '@src/domains/live-room/api/room-api';
import { roomSlice } from '@src/domains/live-room/store/live-room-store';
import { roomSelectors, shownInRoom } from '@src/domains/live-room/store/room-selectors';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { matchInfo, scheduleEntry, scheduleItem, streamer } from '../../anchors/support/fixtures';
import { room, setUpRoomWorld } from '../support/store-setup';

jest.mock('@src/domains/live-room/api/room-api');
const mocked = jest.mocked(roomApi);

beforeAll(() => roomSlice.preload());

beforeEach(() => {
  setUpRoomWorld();
  mocked.fetchRoomStreamer.mockResolvedValue([streamer({ id: 2, liveSchedule: [scheduleEntry({ matchId: 701 })] })]);
  mocked.fetchStreamerLiveMatch.mockResolvedValue(matchInfo({ matchId: 701, liveStatus: 1 }));
  mocked.fetchStreamerSchedule.mockResolvedValue([
    scheduleItem({ matchId: 700 }),
    scheduleItem({ matchId: 701 }),
  ]);
  mocked.fetchTeamLogos.mockResolvedValue({ matchId: 701, homeLogo: '', awayLogo: '' });
});

it("tells the open room's calls loaded, and its match as the schedule's entry of the room's match", async () => {
  expect(roomSelectors.match(room())).toBeUndefined();
  await room().openRoom(2);
  expect(roomSelectors.status(room())).toBe('ready');
  expect(roomSelectors.scheduleStatus(room())).toBe('ready');
  expect(roomSelectors.match(room())).toMatchObject({ id: 701 });
});

it('shows the schedule entries nothing was filtered from as the same objects (no render for nothing)', async () => {
  await room().openRoom(2);
  const schedule = roomSelectors.rawSchedule(room());
  const shown = shownInRoom.schedule(schedule, currentDisplayContext());
  expect(shown).toHaveLength(2);
  shown.forEach((item, index) => expect(item).toBe(schedule[index]));
});

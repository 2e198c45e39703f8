/** The live room's tests start from the app's known world (tests/support/app-world). */
import * as roomApi from '@src/domains/live-room/api/room-api';
import { roomSlice, useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { roomSelectors, shownInRoom } from '@src/domains/live-room/store/room-selectors';
import { currentDisplayContext } from '@src/domains/match/store/display-context';
import { setUpAppWorld } from '@tests/support/app-world';

export const setUpRoomWorld = setUpAppWorld;

export const room = () => useLiveRoomStore.getState();

/** What the room shows now, through the display rules (as components/use-shown-room.ts derives it). */
export function shownRoomNow() {
  const state = room();
  const context = currentDisplayContext();
  const data = roomSelectors.data(state);
  const schedule = roomSelectors.rawSchedule(state);
  return {
    roomStreamer: shownInRoom.streamer(data, context),
    roomMatchInfo: shownInRoom.matchInfo(data, schedule, context),
    roomSchedule: shownInRoom.schedule(schedule, context),
  };
}

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;
type RoomApi = typeof roomApi.roomApi;
interface RoomAnswers {
  streamers: Answer<RoomApi['hostList']>;
  matchInfo: Answer<RoomApi['hostLiveMatchInfo']>;
  schedule: Answer<RoomApi['hostSchedule']>;
}

/**
 * What the room's calls answer from now on (the test mocks room-api.ts): the streamers, the match
 * info, the schedule, and no crests for the match info's match.
 */
export function answerRoomCalls(answers: RoomAnswers): void {
  const mocked = jest.mocked(roomApi.roomApi);
  mocked.hostList.mockResolvedValue(answers.streamers);
  mocked.hostLiveMatchInfo.mockResolvedValue(answers.matchInfo);
  mocked.hostSchedule.mockResolvedValue(answers.schedule);
  mocked.teamLogo.mockResolvedValue({ matchId: answers.matchInfo?.matchId ?? 0, homeLogo: '', awayLogo: '' });
}

/**
 * Each test of the file starts in the app's known world (`world`: logged in or not) with the
 * room's actions loaded — a chunk of their own, loaded beside the room's page as its route does —
 * and, given `answers`, the room's calls answering them (made anew for each test).
 */
export function roomWorldEachTest(answers?: () => RoomAnswers, world?: { loggedIn?: boolean }): void {
  beforeAll(() => roomSlice.preload());
  beforeEach(() => {
    setUpRoomWorld(world);
    if (answers) answerRoomCalls(answers());
  });
}

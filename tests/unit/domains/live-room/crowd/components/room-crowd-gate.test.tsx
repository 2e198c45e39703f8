/**
 * The room's chat is spoiler-safe as its score is (crowd/components/use-room-crowd.ts): a
 * line shows when the viewer's picture reaches the moment the server took it. Lines carry the
 * server's time; the phone compares them with its own clock, moved by the offset the push tells —
 * also when the push tells it only after the room opened. The viewer's own lines show at once,
 * also those held before they logged in.
 */
import { act, render, screen } from '@testing-library/react';
import type { ChatLine } from '@src/contracts/room-crowd-push';
import * as crowdApi from '@src/domains/live-room/crowd/api/room-crowd-api';
import { ChatList } from '@src/domains/live-room/crowd/components/chat-list';
import { useRoomCrowd } from '@src/domains/live-room/crowd/components/use-room-crowd';
import { useLiveRoomStore } from '@src/domains/live-room/store/live-room-store';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { liveValue } from '@tests/support/match-fixtures';
import { chatLine, history, ROOM } from '../../support/crowd-fixtures';
import { pushLine, resetRoomCrowdPage } from '../../support/room-crowd-page';
import { RoomPlayhead } from '@src/domains/live-room/components/room-playhead';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('history', 'titleList'),
);
jest.mock('@src/platform/socket/push-connection', () =>
  jest.requireActual('../../support/room-crowd-page').pushConnectionModule(),
);
const api = jest.mocked(crowdApi.roomCrowdApi);

const DELAY_S = 20;
const PHONE_NOW = Date.UTC(2026, 10, 21, 12, 0);

beforeEach(() => {
  jest.useFakeTimers({ now: PHONE_NOW });
  setUpAppWorld();
  resetRoomCrowdPage();
  api.history.mockResolvedValue(history([], 0));
  api.titleList.mockResolvedValue([]);
  useLiveRoomStore.getState().setPlayerDelay(DELAY_S);
});
afterEach(() => jest.useRealTimers());

function Chat() {
  useRoomCrowd(ROOM);
  return <ChatList onLineMenu={() => {}} />;
}

/** The phone's clock is `skewMs` off the server's; a push message of the match tells the room so. */
function phoneOff(skewMs: number) {
  const serverNow = () => Date.now() - skewMs;
  const pushTellsTheClock = () =>
    act(() => useLiveMatchStore.getState().applyMatchLive([{ at: serverNow(), value: liveValue({ matchId: 500 }) }]));
  return { serverNow, pushTellsTheClock };
}

async function openChat() {
  render(<Chat />, { wrapper: RoomPlayhead });
  // The room's history answers (a resolved promise: no time passes).
  await act(async () => {});
}

let index = 0;
beforeEach(() => (index = 0));
const said = (text: string, at: number, overrides: Partial<ChatLine> = {}) => {
  pushLine(ROOM, chatLine(index, { at, text, ...overrides }));
  index += 1;
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const shown = (text: string) => screen.queryByText(text) !== null;

/** A line said now on the server shows exactly when the picture, DELAY_S behind, reaches it. */
function expectShownAfterTheDelay(text: string) {
  wait(DELAY_S * 1000 - 1);
  expect(shown(text)).toBe(false);
  wait(1);
  expect(shown(text)).toBe(true);
}

it.each([
  ['a minute ahead of the server', 60_000],
  ['a minute behind the server', -60_000],
])('on a phone %s, a line shows once the picture reaches it, not before', async (_, skewMs) => {
  const phone = phoneOff(skewMs);
  phone.pushTellsTheClock();
  await openChat();
  said('进了！！', phone.serverNow());
  expectShownAfterTheDelay('进了！！');
});

it('on a phone a minute ahead, holds a goal’s line by the delay when the push tells the clock after the room opened', async () => {
  const phone = phoneOff(60_000);
  await openChat();
  phone.pushTellsTheClock();
  said('进了！！', phone.serverNow());
  expectShownAfterTheDelay('进了！！');
});

it('on a phone a minute behind, shows a line held before the push told the clock once the picture reaches it, not a minute late', async () => {
  const phone = phoneOff(-60_000);
  await openChat();
  said('进了！！', phone.serverNow());
  phone.pushTellsTheClock();
  expectShownAfterTheDelay('进了！！');
});

it('shows the fan’s own held lines at once when they log in, and still holds the others’', async () => {
  await openChat();
  said('我的话', Date.now(), { uid: 'u1' });
  said('别人的话', Date.now(), { uid: 'u2' });
  wait(1000);
  expect(shown('我的话')).toBe(false);
  act(() => useSessionStore.setState({ token: 'token-1', uid: 'u1' }));
  wait(0);
  expect(shown('我的话')).toBe(true);
  expect(shown('别人的话')).toBe(false);
  wait(DELAY_S * 1000 - 1000);
  expect(shown('别人的话')).toBe(true);
});

/**
 * The room's chat input (components/room-chat/chat-bar.tsx): 发送 is offered only for a line the
 * server would take — not for a draft that shows nothing, and not before slow mode lets the fan
 * send again, however the bar re-renders meanwhile (the fan typing the next line).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CommentRule } from '@src/contracts/comment-rule';
import * as crowdApi from '@src/domains/live-room/api/room-crowd-api';
import { ChatBar } from '@src/domains/live-room/components/room-chat/chat-bar';
import { useRoomCrowdStore } from '@src/domains/live-room/store/room-crowd-store';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import * as ruleApi from '@src/platform/comment-rule/comment-rule-api';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation } from '@tests/support/fake-navigation';
import { chatLine, ROOM } from '../support/crowd-fixtures';

jest.mock('@src/domains/live-room/api/room-crowd-api', () => ({
  ...jest.requireActual('@src/domains/live-room/api/room-crowd-api'),
  sendChatLine: jest.fn(),
}));
jest.mock('@src/platform/comment-rule/comment-rule-api');
const api = jest.mocked(crowdApi);

const OPEN_RULE: CommentRule = {
  isAvailable: true,
  rechargeLimitRule: {
    rechargeCurrentVal: 500,
    rechargeLimitIsAccord: true,
    rechargeLimitText: '',
    rechargeLimitVal: 100,
  },
  vipCurrentVal: 2,
  vipLimitIsAccord: true,
  vipLimitText: '',
  vipLimitVal: 1,
  isBan: false,
  banText: '',
};

beforeEach(async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 21, 12, 0) });
  setUpAppWorld({ loggedIn: true });
  jest.mocked(ruleApi.fetchCommentRule).mockResolvedValue(OPEN_RULE);
  useRoomCrowdStore.getState().openCrowd(ROOM);
  render(
    <NavigationContext.Provider value={fakeNavigation()}>
      <ChatBar returnPath="/anchor/detail/7" />
    </NavigationContext.Provider>,
  );
  // The comment rule answers: the input opens.
  await act(async () => {});
});
afterEach(() => jest.useRealTimers());

const input = () => screen.getByRole('textbox', { name: '发送聊天消息' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: /发送/ });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('offers no 发送 for a draft of characters that show nothing, and sends none', () => {
  for (const draft of ['\u200b\u200b', '\u200b \u2060\ufeff', '\u00ad']) {
    type(draft);
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input().closest('form')!);
  }
  expect(api.sendChatLine).not.toHaveBeenCalled();
  type('好球\u200b');
  expect(sendButton()).toBeEnabled();
});

it('counts slow mode down in whole seconds up, and gives 发送 back only when the server takes the next line', async () => {
  // The server took the line 0.4 s before its answer reached the phone: the next one it takes 2.6 s from now.
  api.sendChatLine.mockImplementation(async ({ text, clientMsgId }) => ({
    line: chatLine(0, { text, clientMsgId, uid: 'u1' }),
    nextSendAt: Date.now() + 2600,
  }));
  type('主队加油');
  fireEvent.click(sendButton());
  await act(async () => {});
  expect(api.sendChatLine).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '3 秒后可发送' })).toBeDisabled();
  wait(600);
  expect(screen.getByRole('button', { name: '2 秒后可发送' })).toBeDisabled();
  // The fan types the next line meanwhile: each keystroke draws the bar again.
  for (const [ms, draft] of [
    [1000, '再'],
    [500, '再来'],
    [499, '再来一'],
  ] as const) {
    wait(ms);
    type(draft);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleName('1 秒后可发送');
  }
  wait(1);
  type('再来一球');
  expect(screen.getByRole('button', { name: '发送' })).toBeEnabled();
});

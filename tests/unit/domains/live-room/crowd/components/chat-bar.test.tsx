/**
 * The room's chat input (crowd/components/chat-bar.tsx): 发送 is offered only for a line the
 * server would take — not for a draft that shows nothing, and not before slow mode lets the fan
 * send again, however the bar re-renders meanwhile (the fan typing the next line).
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CommentRule } from '@src/contracts/comment-rule';
import * as crowdApi from '@src/domains/live-room/crowd/api/room-crowd-api';
import { ChatBar } from '@src/domains/live-room/crowd/components/chat-bar';
import { useRoomCrowdStore } from '@src/domains/live-room/crowd/store/room-crowd-store';
import { NavigationContext } from '@src/platform/bridge/navigation-context';
import * as ruleApi from '@src/features/comment-gate/comment-rule-api';
import { setUpAppWorld } from '@tests/support/app-world';
import { fakeNavigation, type FakeNavigation } from '@tests/support/fake-navigation';
import { chatLine, ROOM } from '../../support/crowd-fixtures';

jest.mock('@src/domains/live-room/crowd/api/room-crowd-api', () =>
  jest.requireActual('../../support/crowd-api-mock').crowdApiWith('send'),
);
jest.mock('@src/features/comment-gate/comment-rule-api');
const api = jest.mocked(crowdApi.roomCrowdApi);

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

let navigation: FakeNavigation;

/** The bar for a user (or a visitor) whose comment rule is `rule`, once the rule answered. */
async function renderBar({
  loggedIn = true,
  rule = OPEN_RULE,
  roomId = ROOM,
}: { loggedIn?: boolean; rule?: CommentRule; roomId?: number } = {}) {
  setUpAppWorld({ loggedIn });
  jest.mocked(ruleApi.commentRuleApi.commentRule).mockReset().mockResolvedValue(rule);
  useRoomCrowdStore.getState().openCrowd(roomId);
  navigation = fakeNavigation();
  render(
    <NavigationContext.Provider value={navigation}>
      <ChatBar returnPath="/anchor/detail/7" />
    </NavigationContext.Provider>,
  );
  await act(async () => {});
}

beforeEach(async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 21, 12, 0) });
  await renderBar();
});
afterEach(() => jest.useRealTimers());

const input = () => screen.getByRole('textbox', { name: '发送聊天消息' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: /发送/ });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Sends a line the server takes with slow mode: the next one it takes 2.6 s from now. */
async function sendUnderSlowMode() {
  api.send.mockImplementation(async ({ text, clientMsgId }) => ({
    line: chatLine(0, { text, clientMsgId, uid: 'u1' }),
    nextSendAt: Date.now() + 2600,
  }));
  type('主队加油');
  fireEvent.click(sendButton());
  await act(async () => {});
}

it('offers no 发送 for a draft of characters that show nothing, and sends none', () => {
  for (const draft of ['\u200b\u200b', '\u200b \u2060\ufeff', '\u00ad']) {
    type(draft);
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input().closest('form')!);
  }
  expect(api.send).not.toHaveBeenCalled();
  type('好球\u200b');
  expect(sendButton()).toBeEnabled();
});

it('counts slow mode down in whole seconds up, and gives 发送 back only when the server takes the next line', async () => {
  // The server took the line 0.4 s before its answer reached the phone: the next one it takes 2.6 s from now.
  await sendUnderSlowMode();
  expect(api.send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '3 秒后可发送' })).toBeDisabled();
  expect(sendButton()).toHaveTextContent('3s');
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

it('counts slow mode down each second while the fan waits without typing', async () => {
  await sendUnderSlowMode();
  wait(600);
  expect(sendButton()).toHaveAccessibleName('2 秒后可发送');
  wait(1000);
  expect(sendButton()).toHaveAccessibleName('1 秒后可发送');
  wait(1000);
  expect(sendButton()).toHaveAccessibleName('发送');
});

it('puts a failed line’s words back into an empty input, and keeps what the fan typed since', async () => {
  let fail!: (error: Error) => void;
  api.send.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  type('别断啊');
  fireEvent.click(sendButton());
  expect(input()).toHaveValue('');
  await act(async () => fail(new Error('offline')));
  expect(input()).toHaveValue('别断啊');

  api.send.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
  fireEvent.submit(input().closest('form')!);
  type('新的话');
  await act(async () => fail(new Error('offline')));
  expect(input()).toHaveValue('新的话');
});

it('sends the draft without its surrounding spaces, by Enter too', async () => {
  api.send.mockImplementation(async ({ text, clientMsgId }) => ({
    line: chatLine(0, { text, clientMsgId, uid: 'u1' }),
    nextSendAt: 0,
  }));
  type('  主队加油  ');
  fireEvent.submit(input().closest('form')!);
  await act(async () => {});
  expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ roomId: ROOM, text: '主队加油' }));
  // Sent: the input stays empty for the next line.
  expect(input()).toHaveValue('');
  // No slow mode in the answer: the next line may go at once.
  type('再来');
  expect(screen.getByRole('button', { name: '发送' })).toBeEnabled();
});

it('adds an emoji at the end of the draft, within the 50 characters a line may have', () => {
  const emoji = screen.getByRole('button', { name: '表情' });
  expect(emoji).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('group', { name: '表情' })).toBeNull();
  fireEvent.click(emoji);
  expect(emoji).toHaveAttribute('aria-expanded', 'true');
  type('好球');
  fireEvent.click(within(screen.getByRole('group', { name: '表情' })).getByRole('button', { name: '👍' }));
  expect(input()).toHaveValue('好球👍');
  type('球'.repeat(49));
  fireEvent.click(screen.getByRole('button', { name: '🔥' }));
  fireEvent.click(screen.getByRole('button', { name: '🔥' }));
  expect(input()).toHaveValue(`${'球'.repeat(49)}🔥`);
  type('进'.repeat(60));
  expect(input()).toHaveValue('进'.repeat(50));
  fireEvent.click(emoji);
  expect(screen.queryByRole('group', { name: '表情' })).toBeNull();
});

it('closes the emoji row once the line is sent', async () => {
  api.send.mockImplementation(async ({ text, clientMsgId }) => ({
    line: chatLine(0, { text, clientMsgId, uid: 'u1' }),
    nextSendAt: 0,
  }));
  fireEvent.click(screen.getByRole('button', { name: '表情' }));
  fireEvent.click(screen.getByRole('button', { name: '⚽' }));
  fireEvent.click(sendButton());
  await act(async () => {});
  expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ text: '⚽' }));
  // Sent: the words do not come back into the input.
  expect(input()).toHaveValue('');
  expect(screen.queryByRole('group', { name: '表情' })).toBeNull();
  expect(screen.getByRole('button', { name: '表情' })).toHaveAttribute('aria-expanded', 'false');
});

it('sends by the keyboard’s 发送 key, and the page stays where it is', () => {
  expect(input()).toHaveAttribute('enterkeyhint', 'send');
  type('好球');
  // A form's submit not kept from its default would load the page again.
  expect(fireEvent.submit(input().closest('form')!)).toBe(false);
});

describe('through a reload of the page', () => {
  beforeEach(() => window.sessionStorage.clear());
  const reload = async (roomId = ROOM) => {
    act(() => void window.dispatchEvent(new Event('pagehide')));
    cleanup();
    await renderBar({ roomId });
  };

  it('keeps the draft for its own room only', async () => {
    type('半场再说');
    await reload(ROOM + 1);
    expect(input()).toHaveValue('');
    await reload(ROOM);
    expect(input()).toHaveValue('半场再说');
  });
});

describe('before the input opens', () => {
  beforeEach(cleanup);

  it('asks a visitor to log in when they tap the input or 发送, with the way back to the room', async () => {
    await renderBar({ loggedIn: false });
    const field = screen.getByRole('textbox', { name: '登录后参与聊天' });
    expect(field).toHaveAttribute('readonly');
    fireEvent.click(field);
    fireEvent.focus(field);
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(navigation.logins).toEqual(['/anchor/detail/7', '/anchor/detail/7', '/anchor/detail/7']);
    expect(ruleApi.commentRuleApi.commentRule).not.toHaveBeenCalled();
  });

  it('shows a banned user the ban’s words instead of the input', async () => {
    await renderBar({ rule: { ...OPEN_RULE, isAvailable: false, isBan: true, banText: '您已被禁言' } });
    expect(screen.getByRole('note')).toHaveTextContent('您已被禁言');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

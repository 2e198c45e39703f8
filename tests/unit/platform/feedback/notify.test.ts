import {
  BURST_WINDOW_MS,
  notify,
  rememberedMessageCount,
  resetNotify,
  setToastSink,
} from '@src/platform/feedback/notify';

afterEach(() => resetNotify());

it('shows the same message once within the burst window, and again after it', () => {
  const shown: string[] = [];
  setToastSink((_type, message) => shown.push(message));
  expect(notify('fail', '网络异常', 1000)).toBe(true);
  expect(notify('fail', '网络异常', 1000 + BURST_WINDOW_MS - 1)).toBe(false);
  expect(notify('fail', '网络异常', 1000 + BURST_WINDOW_MS)).toBe(true);
  expect(shown).toEqual(['网络异常', '网络异常']);
});

it('remembers only the messages inside the burst window, however many a session shows', () => {
  setToastSink(() => undefined);
  for (let index = 0; index < 1000; index += 1) notify('success', `进球：第${index}分钟`, index * 1000);
  // Three seconds of one message a second.
  expect(rememberedMessageCount()).toBeLessThanOrEqual(BURST_WINDOW_MS / 1000 + 1);
});

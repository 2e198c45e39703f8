/**
 * The live room's words in each locale: the room, its chat and 弹幕, red envelope, 竞猜, player
 * and stream. Each locale has every word (the compiler checks the keys; this checks they load and
 * are the locale's own), en writes no Chinese, zh-TW and zh-HK no Simplified-only character.
 */
import { act, render, screen } from '@testing-library/react';
import { chatWords } from '@src/domains/live-room/crowd/chat-messages';
import { PendingRow } from '@src/domains/live-room/crowd/components/chat-row';
import { envelopeWords } from '@src/domains/live-room/envelope/envelope-messages';
import { livePlayerWords } from '@src/domains/live-room/player/components/live-player-messages';
import { streamWords } from '@src/domains/live-room/player/stream-messages';
import { predictionWords } from '@src/domains/live-room/predictions/prediction-messages';
import { roomWords } from '@src/domains/live-room/room-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { switchLocale, type MessageBundle } from '@src/platform/i18n/messages';
import { itHasEveryWordInEachLocale, wordsIn } from '@tests/unit/support/locale-words';

const BUNDLES: Record<string, MessageBundle<unknown>> = {
  roomWords,
  chatWords,
  envelopeWords,
  predictionWords,
  livePlayerWords,
  streamWords,
};

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe.each(Object.entries(BUNDLES))('%s', (_name, bundle) => itHasEveryWordInEachLocale(bundle));

it('writes Hong Kong words where they differ from Taiwan', async () => {
  const taiwan = await wordsIn(streamWords, 'zh-TW');
  expect(taiwan.goal('曼聯')).toBe('曼聯 進球');
  const hongKong = await wordsIn(streamWords, 'zh-HK');
  expect(hongKong.goal('曼聯')).toBe('曼聯 入球');
  expect((await wordsIn(chatWords, 'zh-HK')).report).toBe('舉報');
  expect((await wordsIn(chatWords, 'zh-TW')).report).toBe('檢舉');
});

it('writes English plurals by count', async () => {
  const chat = await wordsIn(chatWords, 'en');
  expect(chat.newMessages(1)).toBe('1 new message');
  expect(chat.newMessages(5)).toBe('5 new messages');
  expect(chat.newMessages(120)).toBe('99+ new messages');
  const predictions = await wordsIn(predictionWords, 'en');
  expect(predictions.totalPool(30, 1)).toBe('Pool 30 pts · 1 fan');
  expect(predictions.recordPicks(4, 3)).toBe('4 picks · 3 correct');
});

it('shows a pending chat line in the locale shown, and again after a switch', async () => {
  render(
    <PendingRow
      line={{ clientMsgId: 'a', text: '好球', sentAt: 0, status: 'sending', error: '' }}
      nickName="我"
      onRetry={() => undefined}
    />,
  );
  expect(screen.getByText('发送中')).toBeInTheDocument();
  await act(() => switchLocale('en'));
  expect(screen.getByText('Sending')).toBeInTheDocument();
  await act(() => switchLocale('zh-HK'));
  expect(screen.getByText('發送中')).toBeInTheDocument();
});

/**
 * One line of the room's chat. Light for a list that changes many times a second: a row is one
 * element and the sender's name — the level, VIP mark, title chip and 竞猜 record (近10中N) are
 * drawn from data attributes (the DOM stays small however hot the room). Names and messages are text.
 */
import { memo } from 'react';
import type { ChatLine } from '../../../../contracts/room-crowd-push';
import { ChatLineKind } from '../../../../contracts/room-crowd-push';
import { chatWords, type ChatWords } from '../chat-messages';
import type { PendingLine } from '../rules/chat-lines';
import { predictionWords } from '../../predictions/prediction-messages';
import { recordTitle } from '../../predictions/rules/prediction-record';
import { useRoomEnvelopeStore } from '../../envelope/store/room-envelope-store';
import styles from './room-chat.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

interface LineRowProps {
  line: ChatLine;
  own: boolean;
  title: string | undefined;
}

/** The words a system line shows: its own text, else what its kind says. */
function systemText(line: ChatLine, chatMessages: ChatWords): string {
  if (line.text !== '') return line.text;
  if (line.kind === ChatLineKind.LotteryOpen) return chatMessages.lotteryOpen(line.amount);
  if (line.kind === ChatLineKind.LotteryDraw) return chatMessages.lotteryDraw(line.amount);
  return '';
}

export const LineRow = memo(function LineRow({ line, own, title }: LineRowProps) {
  const chatMessages = useMessages(chatWords);
  const predictionText = useMessages(predictionWords);
  if (line.kind !== ChatLineKind.Chat) {
    return (
      <li className={styles.system} data-kind={line.kind} data-index={line.index}>
        {line.kind === ChatLineKind.LotteryOpen ? (
          // A red envelope's announcement is a way in: a tap opens the lottery's sheet (the 红包
          // button may have scrolled away with the video).
          <button
            type="button"
            className={styles.systemLink}
            onClick={() => useRoomEnvelopeStore.getState().openSheet()}
          >
            {systemText(line, chatMessages)}
            <span className={styles.systemAction}>{chatMessages.lotteryJoin}</span>
          </button>
        ) : (
          systemText(line, chatMessages)
        )}
      </li>
    );
  }
  const marks = [line.vip > 0 ? chatMessages.vip(line.vip) : '', line.level > 0 ? chatMessages.level(line.level) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={styles.row}
      data-line={line.id}
      data-index={line.index}
      data-own={own || undefined}
      data-marks={marks || undefined}
      data-vip={line.vip > 0 || undefined}
      tabIndex={own ? undefined : 0}
      aria-haspopup={own ? undefined : 'menu'}
    >
      <span className={styles.name} data-title={title} data-record={recordTitle(line.record, predictionText)}>
        {line.nickName}
      </span>
      {line.text}
    </li>
  );
});

interface PendingRowProps {
  line: PendingLine;
  nickName: string;
  onRetry(clientMsgId: string): void;
}

export function PendingRow({ line, nickName, onRetry }: PendingRowProps) {
  const chatMessages = useMessages(chatWords);
  return (
    <li className={styles.row} data-own="" data-pending={line.status}>
      <span className={styles.name}>{nickName}</span>
      {line.text}
      {line.status === 'sending' ? (
        <span className={styles.state}>{chatMessages.sending}</span>
      ) : (
        <span className={styles.failed}>
          {line.error || chatMessages.sendFailed}
          <button type="button" className={styles.retry} onClick={() => onRetry(line.clientMsgId)}>
            {chatMessages.retry}
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * The room's chat input, in the room's input padding (the 聊天 tab): 说点什么…, an emoji row and
 * 发送. The comment rule every input that takes comments shares gates it (features/comment-gate:
 * a visitor's tap asks the portal to log in; the ban text, or a threshold's text with where the
 * user stands). Slow mode counts down on the send button. The draft is cleared when sent and put
 * back when the send fails (the failed line offers 重试 with the same message id), and kept
 * through a reload of the page.
 */
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH, isBlankChatText } from '../../../../contracts/room-crowd';
import { useCommentAccess } from '../../../../features/comment-gate/use-comment-access';
import { useKeptThroughReload } from '../../../../platform/deploy/use-kept-through-reload';
import { Button } from '../../../../ui/button';
import { CommentRuleNote } from '../../../../features/comment-gate/comment-rule-note';
import { CHAT_EMOJI, chatWords } from '../chat-messages';
import { roomCrowdSelectors, useRoomCrowdStore } from '../store/room-crowd-store';
import styles from './room-chat.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

/** The text cut to the limit, counted in code points as the server counts (chatTextLength); a shorter text comes back whole. */
const withinLimit = (text: string) => Array.from(text).slice(0, CHAT_MAX_LENGTH).join('');

export function ChatBar({ returnPath }: { returnPath: string }) {
  const chatMessages = useMessages(chatWords);
  const access = useCommentAccess(returnPath);
  const draft = useRoomCrowdStore((state) => state.draft);
  const setDraft = useRoomCrowdStore((state) => state.setDraft);
  // The page reloading (a new version of ours, the host's reload) keeps what was typed.
  const roomId = useRoomCrowdStore((state) => state.roomId);
  useKeptThroughReload(roomId === null ? null : `room-chat:${roomId}`, draft, setDraft);
  const send = useRoomCrowdStore((state) => state.send);
  const waitS = useSlowModeSeconds(useRoomCrowdStore(roomCrowdSelectors.nextSendAt));
  const [emoji, setEmoji] = useState(false);

  if (access.state === 'visitor') {
    // The input as everyone sees it; a tap asks the portal to log in (back to this room).
    return (
      <div className={styles.bar}>
        <input
          className={styles.input}
          readOnly
          aria-label={chatMessages.loginToChat}
          placeholder={chatMessages.placeholder}
          onClick={access.login}
          onFocus={access.login}
        />
        <Button size="s" onClick={access.login}>
          {chatMessages.send}
        </Button>
      </div>
    );
  }
  if (access.state !== 'open') {
    return (
      <div className={styles.bar}>
        <CommentRuleNote access={access} loginLabel={chatMessages.loginToChat} />
      </div>
    );
  }

  const text = draft.trim();
  // An empty draft is blank too.
  const blocked = isBlankChatText(text) || waitS > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setDraft('');
    setEmoji(false);
    const outcome = await send(text);
    // Nothing typed is lost: a failed message comes back into an empty input.
    if (outcome.kind === 'failed' && useRoomCrowdStore.getState().draft === '') setDraft(text);
  };

  return (
    <form className={styles.bar} onSubmit={(event) => void submit(event)}>
      {emoji && (
        <div className={styles.emojiRow} role="group" aria-label={chatMessages.emoji}>
          {CHAT_EMOJI.map((symbol) => (
            <button
              key={symbol}
              type="button"
              className={styles.emoji}
              onClick={() => setDraft(withinLimit(draft + symbol))}
            >
              {symbol}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        className={styles.emojiToggle}
        aria-label={chatMessages.emoji}
        aria-expanded={emoji}
        onClick={() => setEmoji(!emoji)}
      >
        😀
      </button>
      <input
        className={styles.input}
        aria-label={chatMessages.inputLabel}
        placeholder={chatMessages.placeholder}
        value={draft}
        enterKeyHint="send"
        onChange={(event) => setDraft(withinLimit(event.target.value))}
      />
      <Button
        type="submit"
        size="s"
        disabled={blocked}
        aria-label={waitS > 0 ? chatMessages.sendInLabel(waitS) : undefined}
      >
        {waitS > 0 ? chatMessages.sendIn(waitS) : chatMessages.send}
      </Button>
    </form>
  );
}

/** Whole seconds until slow mode lets the viewer send again (0 when free); ticks each second meanwhile. */
function useSlowModeSeconds(nextSendAt: number): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = Math.max(0, nextSendAt - Date.now());
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(tick, left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return Math.ceil(left / 1000);
}

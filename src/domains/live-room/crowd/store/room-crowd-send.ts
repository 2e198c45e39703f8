/**
 * The viewer's side of the room's chat: send (the line shows at once as pending, the echo
 * replaces it; a failure keeps it with 重试 and its words, and a retry reuses its clientMsgId, so
 * the server posts it once), slow mode (`nextSendAt` from the answer), the comment rule asked
 * again when the server says it refuses the user, and reports (the reported line hidden for them).
 */
import { CommentRuleCode } from '../../../../contracts/comment-rule';
import { CHAT_SLOW_MODE_MS, RoomCrowdCode, type ChatSendResult } from '../../../../contracts/room-crowd';
import type { ChatLine } from '../../../../contracts/room-crowd-push';
import { useCommentRuleStore } from '../../../../features/comment-gate/comment-rule-store';
import { isHttpError } from '../../../../platform/http/http-error';
import { mutation } from '../../../../platform/store/mutation';
import { useLiveMatchStore } from '../../../match/store/live-match-store';
import { refusalCode, roomCrowdApi } from '../api/room-crowd-api';
import { chatWords } from '../chat-messages';
import { wordsNow } from '../../../../platform/i18n/messages';
import { newClientMsgId, withPending, type PendingLine } from '../rules/chat-lines';
import type { RoomCrowdSlice } from './room-crowd-state';

export type SendOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'busy' };

export interface SendActions {
  /** Sends `text`; a failed line with the same text is sent again under its clientMsgId. */
  send(text: string): Promise<SendOutcome>;
  /** 重试 on a failed line. */
  retry(clientMsgId: string): Promise<SendOutcome>;
  report(lineId: string, cateId: number): Promise<boolean>;
  /** Where the send's answer and the pushed lines go: the open room's session (null: no room open). */
  attachReceiver(receive: ((lines: readonly ChatLine[]) => void) | null): void;
  /** Pushed lines (the descriptor's `room.line` handler) for the open room's session; dropped while none is open. */
  receive(lines: readonly ChatLine[]): void;
}

/** Device ms from the server's (the push clock offset of the live match store). */
const onDevice = (serverMs: number) => serverMs - useLiveMatchStore.getState().clockOffsetMs;

/** A reported line is hidden the way the list hides any (the crowd store's own action). */
type SendNeeds = { hideLine(lineId: string): void };

export const sendSlice: RoomCrowdSlice<SendActions, SendNeeds> = (set, get, scope) => {
  let receiver: ((lines: readonly ChatLine[]) => void) | null = null;
  const mark = (clientMsgId: string, change: Partial<PendingLine>) =>
    set((state) => ({
      pending: state.pending.map((line) => (line.clientMsgId === clientMsgId ? { ...line, ...change } : line)),
    }));

  const sending = mutation({
    scope,
    keyOf: (line: PendingLine) => line.clientMsgId,
    apply: (line) => set((state) => ({ pending: withPending(state.pending, line) })),
    call: (line) => {
      const roomId = get().roomId;
      if (roomId === null) return Promise.reject(new Error('no room'));
      return roomCrowdApi.send({ roomId, text: line.text, clientMsgId: line.clientMsgId });
    },
    confirm: (result: ChatSendResult) => {
      set({ nextSendAt: onDevice(result.nextSendAt) });
      // The echo: taken once, whichever of the answer and the push comes first.
      receiver?.([result.line]);
    },
    rollback: (_undo, line, error) => {
      const code = refusalCode(error);
      if (code === CommentRuleCode.Forbidden) void useCommentRuleStore.getState().load();
      if (code === RoomCrowdCode.SlowMode)
        set((state) => ({ nextSendAt: Math.max(state.nextSendAt, Date.now() + CHAT_SLOW_MODE_MS / 3) }));
      // The line says why, with 重试 (the send is silent itself: no toast).
      mark(line.clientMsgId, { status: 'failed', error: failureWords(error) });
    },
  });

  const run = async (line: PendingLine): Promise<SendOutcome> => {
    const outcome = await sending.run(line);
    if (outcome.kind === 'done') return { kind: 'sent' };
    if (outcome.kind === 'busy') return { kind: 'busy' };
    const failed = get().pending.find((item) => item.clientMsgId === line.clientMsgId);
    return { kind: 'failed', message: failed?.error ?? wordsNow(chatWords).lost };
  };

  const report = mutation({
    scope,
    keyOf: (args: { lineId: string; cateId: number }) => args.lineId,
    overlay: true,
    call: (args, request) => {
      const roomId = get().roomId ?? 0;
      return roomCrowdApi.reportAdd({ commentId: args.lineId, cateId: args.cateId, roomId }, request);
    },
    confirm: (_result, args) => get().hideLine(args.lineId),
    success: () => wordsNow(chatWords).reported,
  });

  return {
    send: (text) => {
      const failed = get().pending.find((line) => line.status === 'failed' && line.text === text);
      const clientMsgId = failed?.clientMsgId ?? newClientMsgId();
      return run({ clientMsgId, text, sentAt: Date.now(), status: 'sending', error: '' });
    },
    retry: (clientMsgId) => {
      const line = get().pending.find((item) => item.clientMsgId === clientMsgId);
      if (!line) return Promise.resolve({ kind: 'busy' });
      return run({ ...line, status: 'sending', error: '' });
    },
    report: async (lineId, cateId) => (await report.run({ lineId, cateId })).kind === 'done',
    attachReceiver: (receive) => {
      receiver = receive;
    },
    receive: (lines) => receiver?.(lines),
  };
};

/** The server's words for a refusal (a ban, slow mode, too long), else the app's for a lost send. */
function failureWords(error: unknown): string {
  return isHttpError(error) && error.kind === 'api' && error.message ? error.message : wordsNow(chatWords).lost;
}

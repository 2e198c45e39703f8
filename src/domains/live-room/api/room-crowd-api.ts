/**
 * The live room's crowd (our optional extension: contracts/room-crowd.ts): the chat's history and
 * send, the report of a line (the spec's report call, with `roomId`), its categories and the users'
 * titles. Only the chat's chunk imports these.
 */
import type { ReportCategory } from '../../../contracts/news';
import { NewsCalls } from '../../../contracts/news-calls';
import {
  RoomCrowdCalls,
  type ChatHistory,
  type ChatSendResult,
} from '../../../contracts/room-crowd';
import { UserTitleCalls, type UserTitle } from '../../../contracts/user-titles';
import { callApi, type CallOptions } from '../../../platform/http/http-client';
import { isHttpError } from '../../../platform/http/http-error';

/** history: the newest lines, or with `sinceIndex` those after it (gap repair). Quiet: the room shows no chat when it fails. */
export const fetchChatHistory = (roomId: number, sinceIndex?: number, options?: CallOptions): Promise<ChatHistory> =>
  callApi(
    RoomCrowdCalls.history,
    sinceIndex === undefined ? { roomId } : { roomId, sinceIndex },
    { silent: true, ...options },
  );

/** send: quiet, the failed line says why. A retry carries the same clientMsgId and is posted once. */
export const sendChatLine = (
  message: { roomId: number; text: string; clientMsgId: string },
  options?: CallOptions,
): Promise<ChatSendResult> =>
  callApi(RoomCrowdCalls.send, message, { silent: true, ...options });

export const fetchReportCategories = (options?: CallOptions): Promise<ReportCategory[]> =>
  callApi(NewsCalls.reportCategories, undefined, options);

/** report/add for a chat line: `commentId` is the line's id, with its room. Reporting twice is accepted once. */
export const reportChatLine = (report: { roomId: number; lineId: string; cateId: number }, options?: CallOptions): Promise<void> =>
  callApi(NewsCalls.reportAdd, { commentId: report.lineId, cateId: report.cateId, roomId: report.roomId }, options).then(
    () => undefined,
  );

export const fetchUserTitles = (options?: CallOptions): Promise<UserTitle[]> =>
  callApi(UserTitleCalls.titleList, undefined, options);

/** The send was refused by the server (a rule), not lost: its code, else null. */
export const refusalCode = (error: unknown): number | null =>
  isHttpError(error) && error.kind === 'api' ? (error.code ?? null) : null;

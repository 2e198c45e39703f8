/**
 * The live room's crowd (our optional extension: contracts/room-crowd.ts), made from their
 * declarations: the chat's history and send, the report of a line (the spec's report call, with
 * `roomId`; reporting twice is accepted once), its categories and the users' titles. Only the
 * chat's chunk imports these.
 */
import { NewsCalls } from '../../../../contracts/news-calls';
import { RoomCrowdCalls } from '../../../../contracts/room-crowd';
import { UserTitleCalls } from '../../../../contracts/user-titles';
import { callFunction } from '../../../../platform/http/call-functions';
import { isHttpError } from '../../../../platform/http/http-error';

export const roomCrowdApi = {
  /** The newest lines, or with `sinceIndex` those after it (gap repair). Quiet: the room shows no chat when it fails. */
  history: callFunction(RoomCrowdCalls.history, { silent: true }),
  /** Quiet, the failed line says why. A retry carries the same clientMsgId and is posted once. */
  send: callFunction(RoomCrowdCalls.send, { silent: true }),
  reportCategories: callFunction(NewsCalls.reportCategories),
  /** report/add for a chat line: `commentId` is the line's id, with its room. */
  reportAdd: callFunction(NewsCalls.reportAdd),
  titleList: callFunction(UserTitleCalls.titleList),
};

/** The send was refused by the server (a rule), not lost: its code, else null. */
export const refusalCode = (error: unknown): number | null =>
  isHttpError(error) && error.kind === 'api' ? (error.code ?? null) : null;

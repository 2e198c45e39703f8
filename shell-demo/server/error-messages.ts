/**
 * An error envelope's `msg` in the language the call asked for: a table per code, in English (the
 * message's numbers kept where they say something: an id, a balance, a wait), and for Taiwan and
 * Hong Kong the message as written through the character table. The client decides by the code
 * (http-client.ts); the message is only what a fan reads in the toast.
 */
import { CommentRuleCode } from '../../src/contracts/comment-rule';
import { GoldMallCode } from '../../src/contracts/gold-mall';
import { ResultCode } from '../../src/contracts/http';
import { NewsCode } from '../../src/contracts/news';
import { PredictionCode } from '../../src/contracts/predictions';
import { RoomCrowdCode } from '../../src/contracts/room-crowd';
import { DevServerCode } from './api-error';
import { traditionalSentence } from './world/server-sentences';
import type { NameLanguage } from './world/types';

/** An English message from the numbers the Chinese one carries (in their order), and its detail when not Chinese. */
type English = (numbers: readonly string[], detail: string) => string;

/** `Not found: 7`: the table's words, and the detail after the message's colon when it is not Chinese (an id, a path). */
const withDetail =
  (words: string): English =>
  (_, detail) =>
    detail ? `${words}: ${detail}` : words;

/** English of each error code the server sends (the spec's, the domains', the development server's own). */
export const ERROR_MESSAGES_EN: Readonly<Record<number, English>> = {
  [ResultCode.NoUser]: () => 'Please log in first',
  // 403: also the development server's own refusal of a `/__dev/` call from another machine.
  [ResultCode.Forbidden]: () => 'You have no access to this',
  [ResultCode.TokenExpired]: () => 'Your login has expired, please log in again',
  [ResultCode.TokenKicked]: () => 'Your account was logged in on another device',
  [ResultCode.SecondaryExpired]: () => 'Verification expired, please verify again',
  [ResultCode.WrongImageCode]: () => 'Wrong image code',
  [ResultCode.ValidationCode]: () => 'Please complete the security check',
  [ResultCode.NoSuchItem]: withDetail('Not found'),
  [DevServerCode.BadParams]: withDetail('Bad request'),
  [DevServerCode.NotFound]: withDetail('Not found'),
  [DevServerCode.Internal]: () => 'Server error, please try again later',
  [DevServerCode.TooManyRequests]: () => 'Too many requests, please try again later',
  [DevServerCode.Busy]: () => 'The server is busy, please try again later',
  [CommentRuleCode.Forbidden]: () => 'You cannot post here yet',
  [GoldMallCode.DailyLimitReached]: ([left]) =>
    `Over today's exchange limit: ${left ?? 0} gold coins left today, more from midnight China time`,
  [GoldMallCode.NotEnoughGold]: ([needed, balance]) =>
    `Not enough gold coins: ${needed ?? '?'} needed, your balance is ${balance ?? '?'}`,
  [GoldMallCode.KeyReused]: () => 'This request number was already used for another gift',
  [NewsCode.InsufficientGold]: ([needed, balance]) =>
    `Not enough gold coins: ${needed ?? '?'} needed, your balance is ${balance ?? '?'}`,
  [NewsCode.AlreadyBought]: () => 'You have already bought this tip',
  [NewsCode.NotForSale]: () => 'This tip is not on sale',
  [NewsCode.KeyReused]: () => 'This request number was already used for another tip',
  [NewsCode.ApprovalLocked]: () =>
    'Nothing to submit now: your details are under review, or you have no prize to claim',
  [NewsCode.ClaimInvalid]: () => 'Please check the details you entered',
  [PredictionCode.Locked]: () => 'Betting on this question is closed',
  [PredictionCode.NotEnoughPoints]: ([points]) => `Not enough points: you have ${points ?? 0}`,
  [PredictionCode.AlreadyVoted]: () => 'You have already answered: one answer per question',
  [PredictionCode.NotFound]: withDetail('No such question or answer'),
  [PredictionCode.RoomNotFound]: withDetail('No such live room'),
  [RoomCrowdCode.TooLong]: ([most, length]) =>
    `A message has at most ${most ?? '?'} characters (this one has ${length ?? '?'})`,
  [RoomCrowdCode.SlowMode]: ([seconds]) => `Slow down: send again in ${seconds ?? 'a few'} s`,
  [RoomCrowdCode.Flood]: () => 'The room is flooded with messages, please send later',
  [RoomCrowdCode.Blank]: () => 'A blank message cannot be sent',
  [RoomCrowdCode.LotteryClosed]: () => 'This red envelope has been drawn: come earlier next time',
  [RoomCrowdCode.LotteryConditionUnmet]: () => 'Complete the entry condition first',
  [RoomCrowdCode.LotteryNotFound]: withDetail('No such red envelope, or it has expired'),
  [RoomCrowdCode.RoomNotFound]: withDetail('No such live room'),
};

const HAN = /\p{Script=Han}/u;

/** The message of an error envelope with `code` in `language`; an unknown code's message in English is the general one. */
export function errorMessageIn(code: number, message: string, language: NameLanguage): string {
  if (language !== 'en') return traditionalSentence(message);
  const colon = message.search(/[：:]/);
  const detail = colon < 0 ? '' : message.slice(colon + 1).trim();
  const numbers = message.match(/\d+(?:\.\d+)?/g) ?? [];
  const english = ERROR_MESSAGES_EN[code] ?? ERROR_MESSAGES_EN[DevServerCode.Internal]!;
  return english(numbers, HAN.test(detail) ? '' : detail);
}

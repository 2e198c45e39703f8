/**
 * The body encoding each call of the contract declares (form-encoded unless
 * noted; the NBA list and ranking are JSON). A body in the other encoding is refused with 415, as
 * a production service bound to one encoding would fail it: a client that sends JSON where the
 * contract says form fails in development first. Calls outside the contract (the development
 * server's own) take either.
 */
import { AnchorCalls } from '../../src/contracts/anchors';
import { CommentRuleCalls } from '../../src/contracts/comment-rule';
import { EuroCalls, FifaCalls, FootballCalls } from '../../src/contracts/football-calls';
import { GoldMallCalls } from '../../src/contracts/gold-mall';
import { SystemCalls, type BodyEncoding, type CallSpec } from '../../src/contracts/http';
import { MatchCentreCalls } from '../../src/contracts/match-centre';
import { MatchTrackerCalls } from '../../src/contracts/match-tracker';
import { NbaCalls } from '../../src/contracts/nba';
import { NewsCalls } from '../../src/contracts/news-calls';
import { PushCalls } from '../../src/contracts/push';
import { RankingCalls } from '../../src/contracts/ranking';
import { RoomCrowdCalls } from '../../src/contracts/room-crowd';
import { UserTitleCalls } from '../../src/contracts/user-titles';
import { ApiError, DevServerCode } from './api-error';
import { isBlankBody } from './request-body';

/** Every call group of src/contracts (route-modules.test.ts checks that each contract route the server serves is here). */
const CONTRACT_CALL_GROUPS: readonly Readonly<Record<string, CallSpec>>[] = [
  AnchorCalls,
  CommentRuleCalls,
  FootballCalls,
  FifaCalls,
  EuroCalls,
  GoldMallCalls,
  SystemCalls,
  MatchCentreCalls,
  MatchTrackerCalls,
  NbaCalls,
  NewsCalls,
  PushCalls,
  RankingCalls,
  RoomCrowdCalls,
  UserTitleCalls,
];

const encodingByCall = new Map<string, BodyEncoding>(
  CONTRACT_CALL_GROUPS.flatMap((group) => Object.values(group)).map((spec) => [
    `${spec.method} ${spec.path}`,
    spec.encoding,
  ]),
);

/** The encoding the contract declares for a call, or undefined for a call outside it. */
export const declaredEncoding = (method: string, path: string): BodyEncoding | undefined =>
  encodingByCall.get(`${method} ${path}`);

const CONTENT_TYPE: Record<'form' | 'json', string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
};

/** Throws a 415 ApiError when a call of the contract carries a body in the other encoding. */
export function checkBodyEncoding(method: string, path: string, contentType: string | undefined, raw: Buffer): void {
  const declared = declaredEncoding(method, path);
  if (declared === undefined || declared === 'query' || isBlankBody(raw)) return;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  // No content type reads as a form (request-body.ts); any other type is refused there.
  const sent = type === CONTENT_TYPE.json ? 'json' : type === CONTENT_TYPE.form || type === '' ? 'form' : null;
  if (sent === null || sent === declared) return;
  throw new ApiError(
    DevServerCode.BadParams,
    `请求体编码错误：${path} 的请求体应为 ${CONTENT_TYPE[declared]}，收到 ${CONTENT_TYPE[sent]}`,
    415,
  );
}

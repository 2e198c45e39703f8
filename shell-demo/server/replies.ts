/**
 * How the pipeline answers: plain JSON or the envelope, large answers gzipped as a production
 * gateway sends them, and every answer's status (and envelope code) noted on the request's log
 * line. `/api/...` calls succeed with code 1, `/ssapi/...` calls with 0.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { RequestLogLine } from '../../src/contracts/dev-server';
import { Header, ResultCode, SUCCESS_CODES, type Envelope } from '../../src/contracts/http';
import { errorMessageIn } from './error-messages';
import { singleHeader } from './request-headers';
import { nameLanguageOf } from './world/names';

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
/** Answers larger than this travel gzipped when the client accepts it (the anchor home is ~200 KB). */
const COMPRESS_FROM_BYTES = 2048;

/** Node services (`/ssapi`) succeed with 0, java services (`/api`) with 1. */
export function successCodeOf(path: string): number {
  return path.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;
}

export interface Replies {
  send(status: number, headers: Record<string, string>, body: string | Buffer, code?: number): void;
  sendEnvelope(envelope: Envelope, status?: number, extra?: Record<string, string>): void;
}

/** The answers of one request; nothing is written once the response is gone or answered. */
export function repliesTo(request: IncomingMessage, response: ServerResponse, line: RequestLogLine): Replies {
  const send: Replies['send'] = (status, headers, body, code) => {
    line.status = status;
    if (code !== undefined) line.code = code;
    if (response.destroyed || response.headersSent) return;
    response.writeHead(status, headers);
    response.end(body);
  };
  const language = nameLanguageOf(singleHeader(request.headers[Header.Language]));
  const sendEnvelope: Replies['sendEnvelope'] = (answer, status = 200, extra = {}) => {
    // A refusal's message in the language asked (the client decides by the code, a fan reads the message).
    const envelope =
      language && !SUCCESS_CODES.includes(answer.code)
        ? { ...answer, msg: errorMessageIn(answer.code, answer.msg, language) }
        : answer;
    const json = JSON.stringify(envelope);
    const gzip = json.length > COMPRESS_FROM_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const headers = {
      ...JSON_HEADERS,
      ...extra,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    };
    send(status, headers, gzip ? gzipSync(json, { level: 6 }) : json, envelope.code);
  };
  return { send, sendEnvelope };
}

/**
 * A failed purchase read once: bought already and short of gold by their business codes, unknown
 * when the server may have charged (no answer, an unreadable one, a 5xx whatever its code), and
 * everything else a refusal the user is told.
 */
import { NewsCode } from '@src/contracts/news';
import { readPurchaseFailure } from '@src/domains/news/rules/purchase-failure';
import { HttpError } from '@src/platform/http/http-error';

const path = '/api/forehead/news/v2/buy';

it.each([
  ['bought already', new HttpError('api', '已购买', NewsCode.AlreadyBought, path, 200), 'already-bought'],
  ['short of gold', new HttpError('api', '金币不足', NewsCode.InsufficientGold, path, 200), 'insufficient'],
  ['no answer', new HttpError('network', ''), 'unanswered'],
  ['an unreadable answer', new HttpError('malformed', '', undefined, path, 200), 'unanswered'],
  ['HTTP 502 with a business code', new HttpError('api', '', 10001, path, 502), 'unanswered'],
  ['a refusal under HTTP 200', new HttpError('api', '内容已下架', 10001, path, 200), 'refused'],
  ['an ended session', new HttpError('session-ended', '', 405, path, 200), 'refused'],
  ['something not an HTTP error', new Error('boom'), 'refused'],
])('%s', (_, error, reading) => expect(readPurchaseFailure(error)).toBe(reading));

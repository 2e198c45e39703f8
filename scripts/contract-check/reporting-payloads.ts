/**
 * Payload validators of the events a portal's monitoring reads (src/contracts/reporting.ts and
 * deployment.ts): `error` (a stable code, the route), `metric` (a web vital of a page view of
 * ours) and `remote-updated` (the build ids). Each answers what is wrong, or null.
 */
import { isErrorCode, isReportedRoute, METRIC_RATINGS, WEB_VITAL_NAMES } from '../../src/contracts/reporting';

type Validator = (payload: unknown) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const errorPayload: Validator = (payload) => {
  if (!isObject(payload) || typeof payload.message !== 'string') return 'expected { code, message, detail?, route }';
  if (!isErrorCode(payload.code)) return `code ${JSON.stringify(payload.code)} is not a kebab-case code`;
  if (!isReportedRoute(payload.route))
    return `route ${JSON.stringify(payload.route)} is not a route pattern of ours or *`;
  return null;
};

export const metricPayload: Validator = (payload) => {
  if (!isObject(payload)) return 'expected { name, value, delta, rating, id, navigationType, route }';
  if (!WEB_VITAL_NAMES.includes(payload.name as never))
    return `name ${JSON.stringify(payload.name)} is not one of ${WEB_VITAL_NAMES.join(', ')}`;
  if (!isNumber(payload.value) || payload.value < 0 || !isNumber(payload.delta))
    return 'value and delta must be numbers (value ≥ 0)';
  if (!METRIC_RATINGS.includes(payload.rating as never)) return `rating ${JSON.stringify(payload.rating)}`;
  if (typeof payload.id !== 'string' || payload.id === '' || typeof payload.navigationType !== 'string')
    return 'id and navigationType must be strings';
  if (!isReportedRoute(payload.route) || payload.route === '*')
    return `route ${JSON.stringify(payload.route)} is not a route pattern of ours`;
  return null;
};

export const remoteUpdatedPayload: Validator = (payload) =>
  isObject(payload) &&
  typeof payload.from === 'string' &&
  payload.from !== '' &&
  (payload.to === null || (typeof payload.to === 'string' && payload.to !== '' && payload.to !== payload.from))
    ? null
    : 'expected { from: string, to: string (another build) | null }';

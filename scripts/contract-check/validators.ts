/**
 * Payload validators of the remote → host bridge events (README "Bridge events",
 * src/contracts/bridge-events.ts): each answers what is wrong, or null.
 */
import type { RemoteToHostEvents } from '../../src/contracts/bridge-events';
import { HOST_ROUTE_QUERY, isHostRoute } from '../../src/contracts/host-routes';
import { MATCH_ALERT_KINDS } from '../../src/contracts/match-alerts';
import { errorPayload, metricPayload, remoteUpdatedPayload } from './reporting-payloads';

type Validator = (payload: unknown) => string | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const TOAST_TYPES = ['fail', 'success', 'info', 'warn'];

export const BRIDGE_PAYLOADS: { [E in keyof RemoteToHostEvents]: Validator } = {
  'customer-service': (payload) =>
    isObject(payload) && (payload.source === 'float' || payload.source === 'page')
      ? null
      : "expected { source: 'float' | 'page' }",
  login: (payload) =>
    isObject(payload) && typeof payload.backPath === 'string' && payload.backPath.startsWith('/')
      ? null
      : 'expected { backPath: "/..." }',
  navigate: (payload) => {
    if (!isObject(payload) || typeof payload.path !== 'string' || !isObject(payload.query))
      return 'expected { path, query }';
    if (!Object.values(payload.query).every((value) => typeof value === 'string'))
      return 'query values must be strings';
    if (isHostRoute(payload.path)) {
      const allowed = HOST_ROUTE_QUERY[payload.path] as readonly string[];
      const extra = Object.keys(payload.query).filter((key) => !allowed.includes(key));
      if (extra.length > 0) return `query names not allowed for ${payload.path}: ${extra.join(', ')}`;
    }
    return null;
  },
  toast: (payload) =>
    isObject(payload) &&
    TOAST_TYPES.includes(payload.type as string) &&
    typeof payload.message === 'string' &&
    payload.message !== ''
      ? null
      : `expected { type: ${TOAST_TYPES.join('|')}, message }`,
  error: errorPayload,
  metric: metricPayload,
  'remote-updated': remoteUpdatedPayload,
  'match-alert': (payload) => {
    if (!isObject(payload)) return 'expected a match alert object';
    const { id, kind, matchId, sport, heldForPicture, late, corrects } = payload;
    if (!(MATCH_ALERT_KINDS as readonly unknown[]).includes(kind))
      return `kind: expected ${MATCH_ALERT_KINDS.join('|')}`;
    // A match's moment is `<matchId>-<seq>`; a streamer going live, `host-<hostId>-<matchId>`.
    const streamer = kind === 'streamer-live';
    if (typeof id !== 'string' || !(streamer ? /^host-\d+-\d+$/ : /^\d+-\d+$/).test(id))
      return streamer ? 'id: expected "host-<hostId>-<matchId>"' : 'id: expected "<matchId>-<seq>"';
    if (
      !Number.isSafeInteger(matchId) ||
      !(streamer ? id.endsWith(`-${String(matchId)}`) : id.startsWith(`${String(matchId)}-`))
    )
      return "matchId: the id's match";
    if (sport !== 'football' && sport !== 'basketball') return "sport: expected 'football' | 'basketball'";
    for (const name of ['homeName', 'awayName', 'corrects'])
      if (typeof payload[name] !== 'string') return `${name}: expected a text`;
    for (const name of ['homeScore', 'awayScore', 'minute'])
      if (typeof payload[name] !== 'number' || !Number.isFinite(payload[name])) return `${name}: expected a number`;
    if (typeof heldForPicture !== 'boolean' || typeof late !== 'boolean')
      return 'heldForPicture, late: expected booleans';
    if ((kind === 'goal-cancelled') !== (corrects !== '')) return "corrects: the goal's id on goal-cancelled only";
    return null;
  },
};

export const describePayload = (payload: unknown): string => JSON.stringify(payload).slice(0, 160);

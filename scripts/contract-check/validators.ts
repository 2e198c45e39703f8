/**
 * Payload validators of the remote → host bridge events (README "Bridge events",
 * src/contracts/bridge-events.ts): each answers what is wrong, or null.
 */
import type { RemoteToHostEvents } from '../../src/contracts/bridge-events';
import { HOST_ROUTE_QUERY, isHostRoute } from '../../src/contracts/host-routes';
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
};

export const describePayload = (payload: unknown): string => JSON.stringify(payload).slice(0, 160);

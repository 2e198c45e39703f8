/**
 * The remote → host bridge events' payloads, declared (the events: bridge-events.ts
 * `RemoteToHostEvents`): what a host reads them with (shell-demo does). Apart from
 * bridge-events.ts because the remote only sends them: its first screen does not carry their readers.
 */
import { eventReader, type EventSchemas, type RemoteToHostEvents } from './bridge-events';
import { MATCH_ALERT_KINDS } from './match-alerts';
import { MalformedDataError, strictBoolean, strictNumber, strictString, type Json } from './parse';
import { isErrorCode, isReportedRoute, METRIC_RATINGS, WEB_VITAL_NAMES } from './reporting';
import { derive, object, oneOf, record, withParts } from './schema';

/** A route of ours as events carry it (reporting.ts's isReportedRoute). */
const reportedRoute = derive(strictString, (route, path) => {
  if (!isReportedRoute(route)) throw new MalformedDataError(path, 'a route pattern of ours or *', route);
  return route;
});

const remoteEvents: EventSchemas<RemoteToHostEvents> = {
  'customer-service': object({ source: oneOf(['float', 'page']) }),
  login: object({ backPath: strictString }),
  navigate: object({ path: strictString, query: record(strictString) }),
  toast: object({ type: oneOf(['fail', 'success', 'info', 'warn']), message: strictString }),
  error: object({
    code: derive(strictString, (code, path) => {
      if (!isErrorCode(code)) throw new MalformedDataError(path, 'a kebab-case code', code);
      return code;
    }),
    message: strictString,
    detail: (value: Json) => value,
    route: reportedRoute,
  }),
  metric: object({
    name: oneOf(WEB_VITAL_NAMES),
    value: strictNumber,
    delta: strictNumber,
    rating: oneOf(METRIC_RATINGS),
    id: strictString,
    navigationType: strictString,
    route: reportedRoute,
  }),
  'remote-updated': object({
    from: strictString,
    to: withParts((value: Json, path: string) => (value === null ? null : strictString(value, path)), {
      inner: strictString,
    }),
  }),
  'match-alert': object({
    id: strictString,
    kind: oneOf(MATCH_ALERT_KINDS),
    matchId: strictNumber,
    sport: oneOf(['football', 'basketball']),
    homeName: strictString,
    awayName: strictString,
    homeScore: strictNumber,
    awayScore: strictNumber,
    minute: strictNumber,
    heldForPicture: strictBoolean,
    late: strictBoolean,
    corrects: strictString,
  }),
};

export const REMOTE_TO_HOST_EVENTS = Object.keys(remoteEvents) as readonly (keyof RemoteToHostEvents)[];

/** A remote → host payload read by its declaration, or undefined for a wrong shape. */
export const parseRemoteEvent = eventReader(remoteEvents);

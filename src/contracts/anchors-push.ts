/**
 * The anchors domain's push messages (protocol and catalogue in push.ts): a streamer going live
 * or off on a match, on `host:<id>` and `anchors:live`. A file of its own so the domain's
 * descriptor registers the handler without loading the anchors contract.
 */
import { asNumber, asString, optional } from './parse';
import { channelKind, pushMessages, type PushPayload } from './push';
import { object } from './schema';

const host = channelKind('host');
const live = 'anchors:live';

/** The anchors domain's push catalogue: one channel per streamer, one for the live list. */
export const AnchorsPush = {
  host,
  live,
  /** Latest value per streamer and match. */
  hostLive: pushMessages('anchors').latest(
    'host-live',
    [host.kind, live],
    object({
      hostId: asNumber,
      /** The host's live status (1 live). */
      liveStatus: asNumber,
      matchId: asNumber,
      /** The schedule entry's status for that match: 0 not started, 1 in progress, 2 ended. */
      scheduleLiveStatus: asNumber,
      /**
       * The streamer's nickname (text from the server: shown as text), so that a page that knows
       * nothing else of the streamer — `./alerts` alone on a portal's page — names who went live.
       * Absent from a server that does not send it.
       */
      nickName: optional(asString),
    }),
    (value) => `${value.hostId}:${value.matchId}`,
  ),
} as const;
export type StreamerLivePayload = PushPayload<typeof AnchorsPush.hostLive>;

/**
 * The anchors domain's push messages (protocol and catalogue in push.ts): a streamer going live
 * or off on a match, on `host:<id>` and `anchors:live`. A file of its own so the domain's
 * descriptor registers the handler without loading the anchors contract.
 */
import { asNumber } from './parse';
import { channelName, definePushMessage, type ChannelName } from './push';
import { answer, object, type Infer } from './schema';

const streamerLive = object({
  hostId: asNumber,
  /** The host's live status (1 live). */
  liveStatus: asNumber,
  matchId: asNumber,
  /** The schedule entry's status for that match: 0 not started, 1 in progress, 2 ended. */
  scheduleLiveStatus: asNumber,
});
export type StreamerLivePayload = Infer<typeof streamerLive>;
export const parseStreamerLivePayload = answer(streamerLive, 'payload');

const HOST_CHANNEL = 'host';
const ANCHORS_LIVE_CHANNEL = 'anchors:live';

/** The anchors domain's push catalogue: one channel per streamer, one for the live list. */
export const AnchorsPush = {
  host: (hostId: string | number): ChannelName => channelName(HOST_CHANNEL, hostId),
  live: ANCHORS_LIVE_CHANNEL as ChannelName,
  /** Latest value per streamer and match. */
  hostLive: definePushMessage<StreamerLivePayload>({
    namespace: 'anchors',
    name: 'host-live',
    channels: [HOST_CHANNEL, ANCHORS_LIVE_CHANNEL],
    mode: 'latest',
    parse: parseStreamerLivePayload,
    key: (value) => `${value.hostId}:${value.matchId}`,
  }),
} as const;

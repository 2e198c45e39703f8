/**
 * Channel ids as the server reads them. An id of digits names a number (a match, a room, a
 * streamer) and is written as the number is: no leading zero, no sign — so one room has one
 * channel, and `predictions:007` is not a second name for `predictions:7` that a subscriber would
 * wait on for nothing (and that would start the room again). A command naming one is a bad
 * command; the snapshot call refuses it as a bad parameter.
 */
import { splitChannelName, type ChannelName } from '../../../src/contracts/push';

/** An id that reads as a number, a sign included: the form it must then have is CANONICAL_NUMBER. */
const NUMERIC = /^[-+]?\d+$/;
/** A whole number as JavaScript writes it, within the safe integers (15 digits). */
const CANONICAL_NUMBER = /^(?:0|[1-9]\d{0,14})$/;

/** Whether the channel's id is written canonically (always so for a channel without an id, or with an id of letters). */
export function hasCanonicalId(channel: ChannelName): boolean {
  const { id } = splitChannelName(channel);
  return id === undefined || !NUMERIC.test(id) || CANONICAL_NUMBER.test(id);
}

/** The number of a `<kind>:<id>` channel with a canonical numeric id; null for any other channel. */
export function numericChannelId(channel: ChannelName, kind: string): number | null {
  const { kind: channelKind, id } = splitChannelName(channel);
  if (channelKind !== kind || id === undefined || !CANONICAL_NUMBER.test(id)) return null;
  return Number(id);
}

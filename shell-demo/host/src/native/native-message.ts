/** Messages the native app posts into its web view, simulated with window.postMessage. */
import { NATIVE_MESSAGE_SOURCE, type NativeMessage } from '../../../../src/contracts/native-bridge';
import { logEvent } from '../state/event-log';

/** A NativeMessage without its `source` (distributed over the union, so each type keeps its fields). */
type WithoutSource<Message> = Message extends NativeMessage ? Omit<Message, 'source'> : never;
export type NativeMessageBody = WithoutSource<NativeMessage>;

export function postNativeMessage(body: NativeMessageBody): void {
  const message = { source: NATIVE_MESSAGE_SOURCE, ...body } as NativeMessage;
  logEvent('native-message', message.type, message);
  // Same origin only: the remote checks the origin of what it receives.
  window.postMessage(message, window.location.origin);
}

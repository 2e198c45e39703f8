/**
 * `postMessage` input from the native app (or a host frame): only messages from an allowed
 * window and origin, and of a known shape, get through; everything else is ignored.
 */
import { parseNativeMessage, type NativeMessage } from '../../contracts/native-bridge';

/**
 * Native web views post with the page's own origin; a host frame with its own, which must be
 * listed. An empty origin (a sandboxed or opaque sender) says nothing about who posted: refused.
 */
export function isAllowedMessageOrigin(origin: string, ownOrigin: string, allowedOrigins: readonly string[]): boolean {
  if (origin === '' || origin === 'null') return false;
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

/**
 * Who may post: the native bridge, which posts into the page's own window, or the frame's parent
 * (a portal). A popup, an opener, a child frame or a MessagePort may not, whatever its origin.
 */
export function isAllowedMessageSource(source: MessageEventSource | null, ownWindow: Window): boolean {
  return source !== null && (source === ownWindow || source === ownWindow.parent);
}

export class MessageIntake {
  private readonly onMessage = (event: MessageEvent): void => {
    if (!isAllowedMessageSource(event.source, window)) return;
    if (!isAllowedMessageOrigin(event.origin, window.location.origin, this.allowedOrigins)) return;
    const message = parseNativeMessage(event.data);
    if (message) this.handle(message);
  };

  constructor(
    private readonly handle: (message: NativeMessage) => void,
    private readonly allowedOrigins: readonly string[] = [],
  ) {}

  start(): void {
    window.addEventListener('message', this.onMessage);
  }

  stop(): void {
    window.removeEventListener('message', this.onMessage);
  }
}

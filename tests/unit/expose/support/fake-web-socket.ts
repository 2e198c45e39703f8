/** A WebSocket that connects nowhere and counts the sockets the app opens and closes. */
export class FakeWebSocket {
  static open = new Set<FakeWebSocket>();
  static opened = 0;
  /** Called as a socket is created (a test reads what had been sent by then). */
  static onCreate: (() => void) | null = null;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.open.add(this);
    FakeWebSocket.opened += 1;
    FakeWebSocket.onCreate?.();
  }
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {
    this.readyState = 3;
    FakeWebSocket.open.delete(this);
  }

  /** Puts the fake in place of the global WebSocket; returns what puts the real one back and resets the counts. */
  static install(): () => void {
    const real = globalThis.WebSocket;
    Object.defineProperty(globalThis, 'WebSocket', { value: FakeWebSocket, configurable: true, writable: true });
    return () => {
      FakeWebSocket.onCreate = null;
      FakeWebSocket.opened = 0;
      FakeWebSocket.open.clear();
      Object.defineProperty(globalThis, 'WebSocket', { value: real, configurable: true, writable: true });
    };
  }
}

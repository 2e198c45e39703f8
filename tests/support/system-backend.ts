/**
 * A backend for tests of the whole app: the system calls answered (system-replies.ts), every
 * other call an empty success; a test may answer some paths otherwise, or hold one call until
 * it releases it. Installed before each test, removed after.
 */
import { installFakeTransport, type Reply } from './fake-transport';
import { systemReply } from './system-replies';

export function systemBackend() {
  let transport: ReturnType<typeof installFakeTransport>;
  let answer: (path: string) => Reply | undefined = () => undefined;
  const reply = (path: string): Reply => answer(path) ?? systemReply(path) ?? { envelope: { code: 1, data: null } };

  beforeEach(() => {
    answer = () => undefined;
    transport = installFakeTransport((request) => reply(request.path));
  });
  afterEach(() => transport.restore());

  return {
    /** What the app sent, in order. */
    get sent() {
      return transport.sent;
    },
    sentTo: (path: string) => transport.sent.filter((request) => request.path === path),
    /** Answers the paths `answer` names otherwise (undefined: the usual answer). */
    answerWith(next: (path: string) => Reply | undefined): void {
      answer = next;
    },
    /** Holds the answer to `path` until the returned function is called. */
    hold(path: string): () => void {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      transport.restore();
      transport = installFakeTransport(async (request) => {
        if (request.path === path) await gate;
        return reply(request.path);
      });
      return release;
    },
  };
}

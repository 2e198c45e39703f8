/**
 * A message's frames for sockets that asked for a language (`lang` of the address, push-protocol.ts):
 * one frame per language its followers read, the payload said in it (PayloadLanguages), so a
 * message costs one frame per language, not one per socket; while no open socket asked for one,
 * one frame for all, as before.
 */
import type { PushMessage } from '../../../src/contracts/push-protocol';
import { textFrame } from './frame-outbox';
import type { PayloadLanguages } from './push-options';

type Speaker = { readonly language: string | undefined };

export class LanguageFrames {
  /** Open sockets that asked for a language. */
  private speakers = 0;

  constructor(private readonly localize: PayloadLanguages | undefined) {}

  /** The language a socket opened at `url` reads (undefined: payloads as published), counted until it closes. */
  opened(url: URL): string | undefined {
    const language = this.localize?.languageOf(url.searchParams.get('lang'));
    if (language !== undefined) this.speakers += 1;
    return language;
  }

  closed(socket: Speaker): void {
    if (socket.language !== undefined) this.speakers -= 1;
  }

  /** The followers of each language with the message's frame in it. */
  frames<S extends Speaker>(followers: ReadonlySet<S>, message: PushMessage): [ReadonlySet<S>, Buffer][] {
    const { localize } = this;
    if (this.speakers === 0 || !localize) return [[followers, textFrame(JSON.stringify(message))]];
    const byLanguage = new Map<string | undefined, Set<S>>();
    for (const follower of followers) {
      const group = byLanguage.get(follower.language) ?? new Set<S>();
      byLanguage.set(follower.language, group.add(follower));
    }
    return [...byLanguage].map(([language, group]) => {
      const said =
        language === undefined ? message : { ...message, payload: localize.payloadIn(message.payload, language) };
      return [group, textFrame(JSON.stringify(said))];
    });
  }
}

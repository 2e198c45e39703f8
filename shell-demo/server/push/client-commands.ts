/**
 * What a client sends on the push socket: one JSON command per text frame (src/contracts/push.ts
 * `parseCommand`), its channels' ids canonical (channel-ids.ts). Anything else is answered with an
 * error message naming what is wrong, and the socket stays open. A socket's commands are answered
 * in their order, also when an answer waits for the live bus.
 */
import type { RawData } from 'ws';
import { MalformedDataError } from '../../../src/contracts/parse';
import { parseCommand, type PushCommand } from '../../../src/contracts/push-protocol';
import { hasCanonicalId } from './channel-ids';

export type CommandRead = { ok: true; command: PushCommand } | { ok: false; message: string };

/** Reads a client frame (`isBinary` as `ws` reports it) as a command. */
export function readCommand(data: RawData, isBinary: boolean): CommandRead {
  let value: unknown;
  try {
    if (isBinary) throw new Error('binary frames are not commands');
    value = JSON.parse(rawText(data));
  } catch {
    return { ok: false, message: 'a command is one JSON object per text frame' };
  }
  let command: PushCommand;
  try {
    command = parseCommand(value);
  } catch (error) {
    const message = error instanceof MalformedDataError ? `${error.path}: expected ${error.expected}` : String(error);
    return { ok: false, message: `bad command (${message})` };
  }
  // Ids are canonical (channel-ids.ts): a command naming a channel by another spelling of its id is refused whole.
  const channels = 'channels' in command ? command.channels : [];
  const index = channels.findIndex((channel) => !hasCanonicalId(channel));
  if (index >= 0) {
    const expected = 'an id written as its number, without a leading zero or a sign';
    return {
      ok: false,
      message: `bad command (command.channels[${index}]: expected ${expected}, got ${channels[index]})`,
    };
  }
  return { ok: true, command };
}

/** A socket's answers in their order: the one waiting for the bus, which its next commands wait for. */
export interface AnsweringInOrder {
  answering?: Promise<void>;
}

/**
 * Answers a command after those before it: in the same turn when none waits and the answer comes
 * at once; a later answer holds the next ones back, and one that fails is handed to `failed`.
 */
export function answerInOrder(
  socket: AnsweringInOrder,
  answer: () => void | Promise<void>,
  failed: (error: unknown) => void,
): void {
  const answered = socket.answering ? socket.answering.then(answer) : answer();
  if (!(answered instanceof Promise)) return;
  const answering: Promise<void> = answered.catch(failed).finally(() => {
    if (socket.answering === answering) socket.answering = undefined;
  });
  socket.answering = answering;
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

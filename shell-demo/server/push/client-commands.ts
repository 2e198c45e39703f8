/**
 * What a client sends on the push socket: one JSON command per text frame (src/contracts/push.ts
 * `parseCommand`). Anything else is answered with an error message naming what is wrong, and the
 * socket stays open.
 */
import type { RawData } from 'ws';
import { MalformedDataError } from '../../../src/contracts/parse';
import { parseCommand, type PushCommand } from '../../../src/contracts/push-protocol';

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
  try {
    return { ok: true, command: parseCommand(value) };
  } catch (error) {
    const message = error instanceof MalformedDataError ? `${error.path}: expected ${error.expected}` : String(error);
    return { ok: false, message: `bad command (${message})` };
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

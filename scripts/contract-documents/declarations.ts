/**
 * Every declaration of src/contracts, found by reading its modules (a new table or schema needs no
 * list to join): the call tables (an export whose values are all declared calls), the push
 * messages (values of a catalogue with a namespace, a name and channels) and the schemas a module
 * exports by name (the documents' named components).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isCall, type Call } from '../../src/contracts/http';
import type { DeclaredPushMessage } from '../../src/contracts/backend-features';
import type { SchemaParts } from '../../src/contracts/schema';
import { componentName } from './json-schema';

export const CONTRACTS_DIR = path.resolve(__dirname, '../../src/contracts');

export interface DeclaredCall {
  /** `NewsCalls.buy`. */
  name: string;
  call: Call;
}

export interface Declarations {
  calls: DeclaredCall[];
  messages: DeclaredPushMessage[];
  /** Exported object and variant schemas by their component name. */
  schemaNames: Map<unknown, string>;
  /** Business codes by their table's names (`NewsCode.InsufficientGold`), from the `…Code` tables. */
  codeNames: Map<number, string>;
}

const isPushMessage = (value: unknown): value is DeclaredPushMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeclaredPushMessage).namespace === 'string' &&
  typeof (value as DeclaredPushMessage).name === 'string' &&
  Array.isArray((value as DeclaredPushMessage).channels) &&
  typeof (value as DeclaredPushMessage).parse === 'function';

const isNamedShape = (value: unknown): boolean =>
  typeof value === 'function' &&
  (Boolean((value as SchemaParts).fields) ||
    Boolean((value as SchemaParts).cases) ||
    Boolean((value as SchemaParts).item));

export async function readDeclarations(): Promise<Declarations> {
  const calls: DeclaredCall[] = [];
  const messages: DeclaredPushMessage[] = [];
  const schemaNames = new Map<unknown, string>();
  const codeNames = new Map<number, string>();
  const taken = new Set<string>();
  const files = readdirSync(CONTRACTS_DIR)
    // The development server's own calls are no part of what a backend serves.
    .filter((name) => name.endsWith('.ts') && name !== 'dev-server.ts')
    .sort();
  for (const file of files) {
    const contract = (await import(path.join(CONTRACTS_DIR, file))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(contract)) {
      if (isNamedShape(value) && !schemaNames.has(value)) {
        const own = componentName(exported);
        // The same name in two modules (a football and an NBA `playerRanking`): the module's name first.
        const name = taken.has(own)
          ? `${componentName(file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))}${own}`
          : own;
        taken.add(name);
        schemaNames.set(value, name);
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const entries = Object.entries(value);
      if (/Code$/.test(exported) && entries.every(([, code]) => typeof code === 'number')) {
        for (const [key, code] of entries)
          if (!codeNames.has(code as number)) codeNames.set(code as number, `${exported}.${key}`);
        continue;
      }
      if (entries.length > 0 && entries.every(([, call]) => isCall(call))) {
        for (const [key, call] of entries) {
          if (!calls.some((declared) => declared.call === call))
            calls.push({ name: `${exported}.${key}`, call: call as Call });
        }
        continue;
      }
      for (const [, message] of entries)
        if (isPushMessage(message) && !messages.includes(message)) messages.push(message);
    }
  }
  return { calls, messages, schemaNames, codeNames };
}

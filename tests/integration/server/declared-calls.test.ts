/**
 * Every call declared in src/contracts is served by the development server from its declaration
 * and sent by a call function of the app: a declaration nobody serves or nobody calls fails here.
 * The groups are found by reading every contract module (an object whose values are all declared
 * calls), so a new group needs no list to join.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DevCalls, DevControlCalls } from '../../../src/contracts/dev-server';
import { isCall, ResultCode, type Call } from '../../../src/contracts/http';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { callEnvelope } from './signed-client';

const root = path.resolve(__dirname, '../../..');
const contractsDir = path.join(root, 'src/contracts');

/** `Group.key` → the declaration, for every group of calls the contract modules export (the development server's own apart). */
async function declaredCalls(): Promise<Map<string, Call>> {
  const calls = new Map<string, Call>();
  for (const file of readdirSync(contractsDir).filter((name) => name.endsWith('.ts'))) {
    const contract = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const [group, table] of Object.entries(contract)) {
      if (typeof table !== 'object' || table === null) continue;
      const entries = Object.entries(table);
      if (entries.length === 0 || !entries.every(([, call]) => isCall(call))) continue;
      if (group === 'DevControlCalls') continue;
      for (const [key, call] of entries) calls.set(`${group}.${key}`, call as Call);
    }
  }
  return calls;
}

/** The app's source outside the contract, where call functions live. */
function appSources(dir = path.join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === contractsDir ? [] : appSources(full);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

/**
 * A file has a call function for `Group.key` when it imports the group and makes the call
 * functions of the whole table (`callFunctions(Group)`), or sends with callApi or `callFunction`
 * and names the key on the group (`Group.key`) or on a table of such groups (`TABLES[tournament].key`).
 */
function hasCallFunction(sources: readonly string[], group: string, key: string): boolean {
  const importsGroup = new RegExp(`import[^;]*\\b${group}\\b[^;]*from`);
  const wholeTable = new RegExp(`\\bcallFunctions\\(${group}\\b`);
  const namesKey = new RegExp(`(\\b${group}|\\])\\.${key}\\b`);
  return sources.some(
    (source) =>
      importsGroup.test(source) &&
      (wholeTable.test(source) || (/\b(callApi|callFunction)\(/.test(source) && namesKey.test(source))),
  );
}

let server: DevServer;
let calls: Map<string, Call>;
beforeAll(async () => {
  calls = await declaredCalls();
  server = await startTestServer();
});
afterAll(() => server.close());

it('finds the declared calls of every contract module', () => {
  expect(calls.size).toBeGreaterThan(90);
  expect([...calls.keys()]).toEqual(
    expect.arrayContaining(['SystemCalls.domainList', 'FifaCalls.list', 'PushCalls.snapshot']),
  );
});

it('serves every declared call from its declaration', () => {
  const served = new Set(server.router.calls());
  const unserved = [...calls].filter(([, call]) => !served.has(call)).map(([name]) => name);
  expect(unserved).toEqual([]);
});

it('has a call function in the app for every declared call', () => {
  const sources = appSources();
  const uncalled = [...calls.keys()].filter((name) => {
    const [group, key] = name.split('.') as [string, string];
    return !hasCallFunction(sources, group, key);
  });
  expect(uncalled).toEqual([]);
});

it('takes who may make a call from its declaration: a visitor is refused every login call, before its parameters are read', async () => {
  const login = [...calls.values()].filter((call) => call.auth === 'login');
  expect(login.length).toBeGreaterThan(20);
  const answers = await Promise.all(
    login.map(async (call) => {
      const { envelope } = await callEnvelope(server.url, call.method, call.path, {});
      return `${call.path} → ${envelope.code} ${envelope.msg}`;
    }),
  );
  expect(answers).toEqual(login.map((call) => `${call.path} → ${ResultCode.NoUser} 请先登录`));
});

it('has every control call of the development server declared (DevControlCalls), and no declaration without its route', () => {
  const own = new Set<string>([DevCalls.demoLogin, DevCalls.demoLogout]);
  const routed = server.router
    .list()
    .filter((route) => route.includes(' /__dev/') || own.has(route.split(' ')[1]!))
    .sort();
  const declared = Object.values(DevControlCalls)
    .map((call) => `${call.method} ${call.path}`)
    .sort();
  expect(routed).toEqual(declared);
  expect(declared).toHaveLength(21);
});

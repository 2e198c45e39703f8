/**
 * The QA contract kit (docs/qa-contract-check.md):
 *
 *   npm run contract-check -- --host <url> --manifest <url> --api <url> [--json] [--only g1,g2]
 *
 * checks a deployment pair — the remote's manifest, mount and unmount, props, bridge events,
 * the HTTP conventions and the push protocol — prints a report (or JSON) and exits 1 on any
 * failure.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_SIGNING_KEY } from '../src/contracts/signature';
import { runContractCheck } from './contract-check/run';
import { formatJson, formatReport } from './contract-check/report';
import { CHECK_GROUPS, type CheckGroup } from './contract-check/types';

const USAGE = `usage: npm run contract-check -- --manifest <url> --api <url> [--host <url>] [--json] [--only ${CHECK_GROUPS.join(',')}] [--signing-key <key>] [--timeout <ms>] [--host-react auto|development|production]`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      manifest: { type: 'string' },
      api: { type: 'string' },
      json: { type: 'boolean', default: false },
      only: { type: 'string' },
      'signing-key': { type: 'string', default: DEV_SIGNING_KEY },
      timeout: { type: 'string', default: '20000' },
      'host-react': { type: 'string', default: 'auto' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const manifest = values.manifest ?? (values.host ? undefined : undefined);
  if (!manifest || !values.api) {
    console.error(`--manifest and --api are required\n${USAGE}`);
    return 2;
  }
  const groups = values.only ? (values.only.split(',').map((group) => group.trim()) as CheckGroup[]) : CHECK_GROUPS;
  const unknown = groups.filter((group) => !CHECK_GROUPS.includes(group));
  if (unknown.length > 0) {
    console.error(`unknown group(s): ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const hostReact = values['host-react'];
  if (hostReact !== 'auto' && hostReact !== 'development' && hostReact !== 'production') {
    console.error(`--host-react is auto, development or production\n${USAGE}`);
    return 2;
  }
  const api = values.api.replace(/\/$/, '');
  const results = await runContractCheck(
    {
      host: values.host,
      manifest,
      api,
      signingKey: values['signing-key'],
      groups,
      timeoutMs: Number(values.timeout),
      hostReact,
    },
    path.resolve(__dirname, '..'),
  );
  console.log(values.json ? formatJson(results) : formatReport(results, { manifest, api }));
  return results.every((result) => result.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

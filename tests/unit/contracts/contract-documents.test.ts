/**
 * @jest-environment node
 *
 * The contract documents (openapi.json, asyncapi.json, docs/backend.md) are what the declarations
 * write, pass the ecosystem's own validators (Redocly's linter, the AsyncAPI parser), and leave no
 * declared call or push message without its documents: `npm run contracts -- --check`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

it('writes current, valid documents for every declared call and push message', () => {
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/contracts.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
    // Redocly's lint and the AsyncAPI parser take half a minute, more on a busy machine.
    timeout: 170_000,
  });
  expect({ status: check.status, problems: check.stderr.trim() }).toEqual({ status: 0, problems: '' });
  expect(check.stdout).toContain('the contract documents are current and valid');
}, 180_000);

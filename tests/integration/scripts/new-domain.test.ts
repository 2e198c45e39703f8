/**
 * `npm run new-domain <name>` into a copy of the repository: the domain it writes passes the
 * typecheck, lint and the recipe's conformance test there, as a domain written by hand must.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newDomain } from '@scripts/new-domain';

// A copy of the repository, a typecheck, a lint and a jest run of its own: minutes on two busy cores.
jest.setTimeout(900_000);

const repo = path.resolve(__dirname, '../../..');
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', 'coverage', '.cache', 'results', 'screenshots']);
let tree: string;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'new-domain-'));
  cpSync(repo, tree, { recursive: true, filter: (source) => !LEFT_OUT.has(path.basename(source)) });
  symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'));
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { cwd: tree, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

it('writes a domain that passes the typecheck, lint and the recipe test', () => {
  const written = newDomain('tip-board', tree);
  expect(written).toEqual(
    expect.arrayContaining([
      'src/domains/tip-board/tip-board-domain.ts',
      'src/domains/tip-board/tip-board-routes.ts',
      'src/app/domains.ts',
      'docs/pages.md',
      'bench/domain-budgets.ts',
      'tests/e2e/tip-board.test.ts',
    ]),
  );
  expect(readFileSync(path.join(tree, 'src/app/domains.ts'), 'utf8')).toContain('  tipBoardDomain,\n];');
  expect(readFileSync(path.join(tree, 'docs/pages.md'), 'utf8')).toContain('| `/tip-board` |');
  expect(() => newDomain('tip-board', tree)).toThrow('exists already');
  expect(() => newDomain('TipBoard', tree)).toThrow('not a domain name');

  run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('npx', ['eslint', ...written.filter((file) => /\.tsx?$/.test(file))]);
  const recipe = run('npx', [
    'jest',
    '--selectProjects',
    'unit',
    '--testPathPatterns',
    'tests/unit/app/domain-recipe',
    '--maxWorkers=1',
    '--ci',
  ]);
  expect(recipe).toBeDefined();
});

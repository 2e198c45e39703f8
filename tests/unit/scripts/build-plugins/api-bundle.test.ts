/** @jest-environment node */
/**
 * `npm start` runs the development server from one bundle of its sources: each module keeps its
 * own `__dirname` and `__filename` (the server reads its fixtures and hashes its world's code by
 * them), and the bundle is made again only when a file it was made from has changed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBundle } from '@scripts/build-plugins/api-bundle';

jest.setTimeout(30_000);

let dir: string;
let entry: string;
const out = () => path.join(dir, 'out');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'api-bundle-'));
  mkdirSync(path.join(dir, 'src/nested'), { recursive: true });
  entry = path.join(dir, 'src/entry.ts');
  writeFileSync(
    entry,
    [
      "import { nestedDir, nestedFile } from './nested/where';",
      'export const where = { entryDir: __dirname, entryFile: __filename, nestedDir, nestedFile };',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'src/nested/where.ts'),
    'export const nestedDir: string = __dirname;\nexport const nestedFile: string = __filename;\n',
  );
  // Saved a while before the start, as sources are: a file saved in the very millisecond a bundle
  // begins counts as saved meanwhile (the next start makes the bundle again), which is the last test's case.
  const saved = new Date(Date.now() - 5_000);
  for (const file of [entry, path.join(dir, 'src/nested/where.ts')]) utimesSync(file, saved, saved);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What the bundle exports, run by Node itself as `npm start` runs it. */
const run = (file: string): unknown =>
  JSON.parse(
    execFileSync(process.execPath, ['-p', `JSON.stringify(require(${JSON.stringify(file)}).where)`], {
      encoding: 'utf8',
    }),
  );

it("gives each module its own __dirname and __filename, not the bundle's", async () => {
  const { file, made } = await apiBundle(entry, out());
  expect(made).toBe(true);
  expect(path.dirname(file)).toBe(out());
  expect(run(file)).toEqual({
    entryDir: path.join(dir, 'src'),
    entryFile: entry,
    nestedDir: path.join(dir, 'src/nested'),
    nestedFile: path.join(dir, 'src/nested/where.ts'),
  });
});

it('takes the bundle on disk while its sources are as they were, and makes it again after an edit', async () => {
  await apiBundle(entry, out());
  expect((await apiBundle(entry, out())).made).toBe(false);
  const edited = new Date(Date.now() - 60_000);
  utimesSync(path.join(dir, 'src/nested/where.ts'), edited, edited);
  expect((await apiBundle(entry, out())).made).toBe(true);
  expect((await apiBundle(entry, out())).made).toBe(false);
});

it('makes it again on the next start when a source was saved while it was being made', async () => {
  // A modification time after the bundle was begun: the bundle may hold the file as it was before.
  const during = new Date(Date.now() + 60_000);
  utimesSync(path.join(dir, 'src/nested/where.ts'), during, during);
  expect((await apiBundle(entry, out())).made).toBe(true);
  expect((await apiBundle(entry, out())).made).toBe(true);
});

it('maps a stack trace to the TypeScript, line for line (node --enable-source-maps)', async () => {
  writeFileSync(
    path.join(dir, 'src/nested/where.ts'),
    [
      'export const nestedDir: string = __dirname;',
      'export const nestedFile: string = __filename;',
      "throw new Error('at line 3');",
    ].join('\n'),
  );
  const { file } = await apiBundle(entry, out());
  const crashed = (() => {
    try {
      execFileSync(process.execPath, ['--enable-source-maps', file], { encoding: 'utf8', stdio: 'pipe' });
      return '';
    } catch (error) {
      return (error as { stderr: string }).stderr;
    }
  })();
  expect(crashed).toContain(`${path.join(dir, 'src/nested/where.ts')}:3:`);
});

it("rejects with the compiler's message when the sources do not build", async () => {
  writeFileSync(path.join(dir, 'src/nested/where.ts'), 'export const nestedDir = ;\n');
  await expect(apiBundle(entry, out())).rejects.toThrow(/where\.ts/);
});

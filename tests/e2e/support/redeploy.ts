/**
 * A redeploy of the remote, as many teams deploy: the served folder replaced by a new build, the
 * old build's hashed files gone. Two kinds of new build:
 * - `buildNextRelease`: the real next release — this tree copied, one string and one stylesheet
 *   changed, built again by the production build (kept in .cache per served build, so a file's
 *   second run does not build again);
 * - `deployNextBuild`: this one under another build id with every content-hashed file renamed (as
 *   if each had changed), every name of them and the build id rewritten to match — a quick
 *   stand-in for deploys in a row.
 * Source maps are not served (they are not deployed here).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isHashedFile, manifestBuildId } from '../../../src/contracts/deployment';

const TEXT = /\.(js|mjs|json|html|txt|css)$/;
const HASH_IN_NAME = /\.([0-9a-f]{8})\.[^/]+$/;

const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (name) => !name.endsWith('.map') && statSync(path.join(root, name)).isFile(),
  );

/** A copy of the build at `from` to serve (without source maps), at `to`. */
export function copyBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
}

export const servedBuildId = (root: string): string => {
  const id = manifestBuildId(JSON.parse(readFileSync(path.join(root, 'mf-manifest.json'), 'utf8')));
  if (!id) throw new Error(`no build id in ${root}/mf-manifest.json`);
  return id;
};

/** Replaces the build served from `root` by the next one (build id `nextId`); answers the ids. */
export function deployNextBuild(root: string, nextId: string): { from: string; to: string } {
  const from = servedBuildId(root);
  const files = filesUnder(root);
  const renamed = new Map<string, string>();
  for (const file of files) {
    const hash = isHashedFile(file) ? HASH_IN_NAME.exec(file)?.[1] : undefined;
    if (hash && !renamed.has(hash))
      renamed.set(hash, createHash('sha1').update(`${hash}:${nextId}`).digest('hex').slice(0, 8));
  }
  const names = new RegExp(`(?<![0-9a-f])(${[...renamed.keys()].join('|')})(?![0-9a-f])`, 'g');
  const rewrite = (text: string) =>
    text
      .replace(names, (hash) => renamed.get(hash)!)
      .split(from)
      .join(nextId);

  const next = `${root}.next`;
  rmSync(next, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(next, rewrite(file));
    mkdirSync(path.dirname(target), { recursive: true });
    const body = readFileSync(path.join(root, file));
    writeFileSync(target, TEXT.test(file) ? rewrite(body.toString('utf8')) : body);
  }
  // The swap: the old files are gone at once, as when a bucket or an image is replaced.
  rmSync(root, { recursive: true, force: true });
  renameSync(next, root);
  return { from, to: nextId };
}

/** What the next release changes: a page's string the fan can see, and that page's stylesheet. */
export const NEXT_RELEASE = {
  file: 'src/domains/ranking/ranking-messages.zh-cn.ts',
  before: "pageTitle: '用户盈利榜'",
  after: "pageTitle: '用户盈利榜（新版）'",
  shown: '用户盈利榜（新版）',
  stylesheet: 'src/domains/ranking/pages/ranking-page.module.css',
} as const;

/** What the copy of the tree leaves out: built output, caches, the packages (linked instead). */
const NOT_COPIED = new Set(['node_modules', 'dist', '.cache', '.git', 'reports']);

/**
 * The next release of the tree at `repoRoot`, built for real into a folder of its own (returned):
 * the same sources with NEXT_RELEASE's changes, the production build of the remote, another build
 * id. Built once per served build (`servedRoot`'s id), then taken from .cache.
 */
export async function buildNextRelease(repoRoot: string, servedRoot: string): Promise<string> {
  const current = servedBuildId(servedRoot);
  const home = path.join(repoRoot, '.cache/redeploy-next', current.replace(/[^\w.-]/g, '_'));
  const built = path.join(home, 'remote');
  if (existsSync(path.join(built, 'mf-manifest.json'))) return built;
  const tree = mkdtempSync(path.join(tmpdir(), 'sport-info-next-release-'));
  rmSync(home, { recursive: true, force: true });
  for (const entry of readdirSync(repoRoot))
    if (!NOT_COPIED.has(entry)) cpSync(path.join(repoRoot, entry), path.join(tree, entry), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  const edit = (file: string, change: (text: string) => string) => {
    const text = readFileSync(path.join(tree, file), 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`the next release changes nothing in ${file}`);
    writeFileSync(path.join(tree, file), changed);
  };
  edit(NEXT_RELEASE.file, (text) => text.replace(NEXT_RELEASE.before, NEXT_RELEASE.after));
  edit(NEXT_RELEASE.stylesheet, (text) => `${text}\n.page {\n  border-top: 1px solid transparent;\n}\n`);
  await promisify(execFile)(
    path.join(tree, 'node_modules/.bin/webpack'),
    ['--config', 'webpack.config.ts', '--mode', 'production'],
    {
      cwd: tree,
      env: { ...process.env, NODE_OPTIONS: '--import tsx', SPORT_INFO_BUILD_ID: `${current}-next` },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  copyBuild(path.join(tree, 'dist/remote'), built);
  rmSync(tree, { recursive: true, force: true });
  return built;
}

/** Replaces the build served from `root` by the one at `next` (a copy; the old files gone at once); answers the ids. */
export function deployBuild(root: string, next: string): { from: string; to: string } {
  const from = servedBuildId(root);
  const staged = `${root}.next`;
  copyBuild(next, staged);
  rmSync(root, { recursive: true, force: true });
  renameSync(staged, root);
  return { from, to: servedBuildId(root) };
}

/**
 * A redeploy of the remote, as many teams deploy: the served folder replaced by a new build, the
 * old build's hashed files gone. The new build is this one under another build id with every
 * content-hashed file renamed (as if each had changed), and every name of them — the chunk maps in
 * remoteEntry.js and the runtime, the manifests, the standalone page's scripts and preloads —
 * and the build id rewritten to match: what a fan's open page meets after a real deploy, without
 * building twice. Source maps are not served (they are not deployed here).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

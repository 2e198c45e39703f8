/**
 * The development server as `npm start` runs it (scripts/start.ts): shell-demo/server/main.ts and
 * the ~180 modules it imports bundled by esbuild into one CommonJS file, the packages left to Node,
 * with a source map beside it (`node --enable-source-maps`: stack traces name the TypeScript).
 * Through tsx each module came from tsx's cache one by one, its source map with it: 0.8 s of CPU
 * from the command to the first answer, 0.5 s from the bundle, on a start where every process
 * shares two cores. `npm run dev:server` and the tests still run the sources through tsx.
 *
 * The bundle is made again when it is missing or when any file it was made from has changed (its
 * size or modification time), this file included; otherwise the start takes it as it is. Each
 * module keeps its own `__dirname` and `__filename` (the server reads its fixtures, and hashes its
 * world's sources, by them). It lives beside the build cache (`.cache/rspack`, or the folder
 * `DEV_CACHE_SUBDIR` names): `npm run clean:cache` removes it with the rest.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { cacheDirectory } from './persistent-cache';

const root = path.resolve(__dirname, '../..');

/** What a bundle was made from: each input file's size and modification time. */
interface Stamp {
  inputs: Record<string, [size: number, modified: number]>;
}

/**
 * Inputs beyond the modules esbuild read: this file (how the bundle is made), the installed esbuild,
 * and tsconfig.json (its `paths` resolve the server's `@src/` imports).
 */
const MAKERS = [__filename, require.resolve('esbuild/package.json'), path.join(root, 'tsconfig.json')];

const stampOf = (file: string): [number, number] => {
  const { size, mtimeMs } = statSync(file);
  return [size, mtimeMs];
};

/** Whether every input of the bundle is as it was when the bundle was made. */
function isFresh(bundle: string, stampFile: string): boolean {
  if (!existsSync(bundle) || !existsSync(stampFile)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
    return Object.entries(stamp.inputs).every(([file, [size, modified]]) => {
      const [nowSize, nowModified] = stampOf(file);
      return nowSize === size && nowModified === modified;
    });
  } catch {
    // An input gone, a stamp unreadable: made again.
    return false;
  }
}

/**
 * Each of our modules with its own `__dirname` and `__filename`, declared on its first line
 * (esbuild renames one module's declarations apart from another's; the lines stay where the source
 * map says).
 */
const ownDirname: Esbuild.Plugin = {
  name: 'own-dirname',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const declared = /\b__(dirname|filename)\b/.test(source)
        ? `const __dirname = ${JSON.stringify(path.dirname(args.path))}, __filename = ${JSON.stringify(args.path)}; `
        : '';
      return { contents: declared + source, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

export interface ApiBundle {
  /** The bundle to run with `node --enable-source-maps`. */
  file: string;
  /** Made on this call (false: the one on disk was fresh). */
  made: boolean;
}

/**
 * The bundle of `entry` (relative to the repository) in `directory`, made again if it is stale.
 * Rejects with esbuild's messages when the sources do not build.
 */
export async function apiBundle(
  entry = 'shell-demo/server/main.ts',
  directory = path.join(cacheDirectory(), 'api'),
): Promise<ApiBundle> {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  const file = path.join(directory, `${name}.cjs`);
  const stampFile = path.join(directory, `${name}.inputs.json`);
  if (isFresh(file, stampFile)) return { file, made: false };
  // Loaded only to make a bundle: a start whose bundle is fresh does without it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof Esbuild;
  const started = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile: file,
    sourcemap: 'linked',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [ownDirname],
  });
  mkdirSync(directory, { recursive: true });
  // Written under temporary names and renamed: a second start reading them meanwhile gets the old
  // bundle or the new one, never half of one.
  for (const output of result.outputFiles) {
    writeFileSync(`${output.path}.${process.pid}`, output.contents);
    renameSync(`${output.path}.${process.pid}`, output.path);
  }
  const inputs = [...Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)), ...MAKERS];
  const stamp: Stamp = { inputs: Object.fromEntries(inputs.map((input) => [input, stampOf(input)])) };
  // A file saved while esbuild read the sources may be in the bundle as it was: no stamp, and the
  // next start makes the bundle again.
  const editedMeanwhile = Object.values(stamp.inputs).some(([, modified]) => modified >= started);
  if (editedMeanwhile) rmSync(stampFile, { force: true });
  else writeFileSync(stampFile, JSON.stringify(stamp));
  return { file, made: true };
}

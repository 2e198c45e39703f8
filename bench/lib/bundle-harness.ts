/**
 * A harness page of the bench (live-update, football), bundled with esbuild (installed with tsx)
 * in production mode, in a fraction of a second, into a folder a static server serves:
 * `harness.js`, `harness.css` when the page imports CSS modules, and `index.html`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export async function bundleHarness(entry: string, dir: string, head: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outdir: dir,
    entryNames: 'harness',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    loader: { '.module.css': 'local-css' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __SPORT_INFO_VERSION__: '"bench"',
      __SPORT_INFO_DEFAULT_API__: '""',
    },
    logLevel: 'error',
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${head}</head><body><div id="root"></div><script src="/harness.js"></script></body></html>`,
  );
}

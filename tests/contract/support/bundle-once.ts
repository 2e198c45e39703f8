/**
 * Bundles one entry with webpack into a temporary folder and answers the single file's code:
 * the contract tests that run a build's output in a browser-like window (jsdom runs no script
 * tags, so everything must be in that one file).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

const root = path.resolve(__dirname, '../../..');

/** `entry` for the browser as the app's builds target it; `config` says how (mode, rules, plugins). */
export async function bundleOnce(
  name: string,
  entry: string,
  config: Pick<Configuration, 'mode' | 'module' | 'plugins' | 'optimization'>,
): Promise<{ code: string; remove: () => void }> {
  const outDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  const compiler = webpack({
    ...config,
    entry,
    devtool: false,
    context: root,
    target: ['web', 'es2020'],
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    output: { path: outDir, filename: 'bundle.js', asyncChunks: false },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats || stats.hasErrors())
          reject(error ?? new Error(stats?.toString('errors-only') ?? 'no stats'));
        else resolve();
      });
    });
    return { code: readFileSync(path.join(outDir, 'bundle.js'), 'utf8'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

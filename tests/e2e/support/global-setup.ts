/**
 * The end-to-end tests run against the production builds; build them when they are missing, and
 * compress them once into the disk cache every file's static servers read (.cache/precompressed):
 * on a clean clone the first files start together, and each compressed the remote's build itself
 * (~10 s of CPU each, three at once).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../../shell-demo/static-server';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const built = ['dist/remote/mf-manifest.json', 'dist/remote/index.html', 'dist/host/index.html'].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (!built) execSync('npm run -s build', { cwd: root, stdio: 'inherit' });
  for (const build of ['dist/remote', 'dist/host'])
    await (await startStaticServer({ root: path.join(root, build) })).close();
}

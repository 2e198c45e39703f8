/** The end-to-end tests run against the production builds; build them when they are missing. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const built = ['dist/remote/mf-manifest.json', 'dist/remote/index.html', 'dist/host/index.html'].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (!built) execSync('npm run -s build', { cwd: root, stdio: 'inherit' });
}

/**
 * `npm run preview`: the production builds (npm run build) served compressed, as production
 * would, with the development server: shell-demo on HOST_PORT, the remote on REMOTE_PORT.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startDevServer } from '../shell-demo/server/create-server';
import { LEAN_MANIFEST_PATH, ports } from '../dev-env/ports';
import { startStaticServer } from '../shell-demo/static-server';

async function main(): Promise<void> {
  const dist = path.resolve(__dirname, '../dist');
  for (const folder of ['remote', 'host']) {
    if (!existsSync(path.join(dist, folder, 'index.html'))) {
      console.error(`dist/${folder} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  const api = await startDevServer({ port: ports.api });
  const remote = await startStaticServer({
    root: path.join(dist, 'remote'),
    port: ports.remote,
    cors: true,
    runtimeConfig: { apiBaseUrl: `:${api.port}` },
    csp: { origins: [`:${api.port}`], scriptOrigins: [] },
  });
  const host = await startStaticServer({
    root: path.join(dist, 'host'),
    port: ports.host,
    runtimeConfig: { remoteManifestUrl: `:${remote.port}${LEAN_MANIFEST_PATH}`, apiBaseUrl: `:${api.port}` },
    csp: { origins: [`:${remote.port}`, `:${api.port}`], scriptOrigins: [`:${remote.port}`] },
  });
  console.log(`
  preview (production builds, compressed):
    shell-demo          ${host.url}/sport-info/anchor
    remote standalone   ${remote.url}/
    development server  ${api.url}
  Ctrl-C stops.
`);
  const stop = async () => {
    await Promise.all([host.close(), remote.close(), api.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();

/**
 * Serves the kit's page (page/kit-page.ts, bundled with esbuild now) on a free port: every path
 * answers the page, so the remote can be mounted at `/sport-info/anchor`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { ReactBuild } from './react-pair';

/** Which React build the kit's page provides: `auto` follows the remote's manifest (`buildMode`). */
export type HostReactOption = 'auto' | ReactBuild;

export interface KitServer {
  url: string;
  /** The React build the page provides. */
  hostReactBuild: ReactBuild;
  /** What the remote's manifest says of itself. */
  remote: { buildMode: ReactBuild | null; react: string | null };
  close(): Promise<void>;
}

interface ManifestHead {
  metaData?: { buildInfo?: { buildMode?: string } };
  shared?: { name: string; version: string }[];
}

/** The remote's build mode and React version, from its manifest (null when it does not say, or cannot be read). */
async function describeRemote(manifestUrl: string): Promise<KitServer['remote']> {
  try {
    const manifest = (await (await fetch(manifestUrl)).json()) as ManifestHead;
    const mode = manifest.metaData?.buildInfo?.buildMode;
    return {
      buildMode: mode === 'development' || mode === 'production' ? mode : null,
      react: manifest.shared?.find((entry) => entry.name === 'react')?.version ?? null,
    };
  } catch {
    return { buildMode: null, react: null };
  }
}

export async function startKitServer(manifestUrl: string, hostReact: HostReactOption = 'auto'): Promise<KitServer> {
  const remote = await describeRemote(manifestUrl);
  // A host gives a development remote a development React (npm start), a production one a production React.
  const hostReactBuild: ReactBuild = hostReact === 'auto' ? (remote.buildMode ?? 'production') : hostReact;
  const bundle = await build({
    entryPoints: [path.join(__dirname, 'page/kit-page.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': JSON.stringify(hostReactBuild) },
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]!.text;
  const config = JSON.stringify({ manifestUrl }).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>sport-info contract kit</title><script>window.__KIT_CONFIG__ = ${config};</script><script src="/__kit/page.js"></script></head>
<body><div id="kit-root"></div></body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/__kit/page.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    hostReactBuild,
    remote,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

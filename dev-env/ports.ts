/** Ports of `npm start` (Node only): host 3000, remote 3001, development server 3100. */
export const ports = {
  host: Number(process.env.HOST_PORT ?? 3000),
  remote: Number(process.env.REMOTE_PORT ?? 3001),
  api: Number(process.env.API_PORT ?? 3100),
};

/** Where the two manifests are on the remote's origin (README, "The federation contract"). */
export const MANIFEST_PATH = '/mf-manifest.json';
export const LEAN_MANIFEST_PATH = '/lean/mf-manifest.json';

/**
 * The page configs' default addresses, port only: the page's own scheme and hostname are used
 * (`resolveAgainstPage`), so shell-demo opened as 127.0.0.1, as a LAN address from a phone or
 * under any other name reaches the remote and the API on that same machine.
 */
export const pageRelative = {
  remote: `:${ports.remote}`,
  api: `:${ports.api}`,
};

/** The addresses printed on this machine's console. */
export const urls = {
  host: `http://localhost:${ports.host}`,
  remote: `http://localhost:${ports.remote}`,
  api: process.env.API_BASE_URL ?? `http://localhost:${ports.api}`,
};

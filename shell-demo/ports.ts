/** Ports of `npm start` (Node only): host 3000, remote 3001, development server 3100. */
export const ports = {
  host: Number(process.env.HOST_PORT ?? 3000),
  remote: Number(process.env.REMOTE_PORT ?? 3001),
  api: Number(process.env.API_PORT ?? 3100),
};

export const urls = {
  host: `http://localhost:${ports.host}`,
  remote: `http://localhost:${ports.remote}`,
  api: process.env.API_BASE_URL ?? `http://localhost:${ports.api}`,
};

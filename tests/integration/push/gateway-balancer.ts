/** A stand-in for the one address in front of several gateways (the tests of gateways on NATS). */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** One address in front of the gateways: each connection goes to the first that takes it (a load balancer's health check). */
export async function startBalancer(ports: () => number[]): Promise<{ port: number; close(): Promise<void> }> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    const tryNext = (remaining: number[]) => {
      const [port, ...rest] = remaining;
      if (port === undefined) return client.destroy();
      const upstream = connect(port, '127.0.0.1');
      upstream.once('error', () => tryNext(rest));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        open.add(upstream);
        upstream.on('close', () => open.delete(upstream));
        client.pipe(upstream).pipe(client);
        const cut = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', cut);
        upstream.on('error', cut);
        upstream.on('close', cut);
      });
    };
    tryNext(ports());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the balancer has no port');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

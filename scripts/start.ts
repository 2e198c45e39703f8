/**
 * `npm start`: the development server (3100), the remote (3001) and shell-demo (3000),
 * each in its own process with prefixed output; Ctrl-C stops all three.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ports, urls } from '../shell-demo/ports';

const webpackEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim() };

const processes: { name: string; child: ChildProcess }[] = [
  { name: 'api', child: spawn('npx', ['tsx', 'shell-demo/server/main.ts'], { env: process.env }) },
  {
    name: 'remote',
    child: spawn('npx', ['webpack', 'serve', '--config', 'webpack.config.ts', '--mode', 'development'], { env: webpackEnv }),
  },
  {
    name: 'host',
    child: spawn('npx', ['webpack', 'serve', '--config', 'shell-demo/host/webpack.config.ts', '--mode', 'development'], {
      env: webpackEnv,
    }),
  },
];

let stopping = false;
for (const { name, child } of processes) {
  const prefix = `[${name}]`.padEnd(9);
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${prefix}exited with code ${code}; stopping the others`);
    stop(code ?? 1);
  });
}

console.log(`
  sport-info is starting:
    shell-demo (host)      ${urls.host}/sport-info/anchor
    remote (standalone)    ${urls.remote}/
    remote manifest        ${urls.remote}/mf-manifest.json
    development server     ${urls.api}   (ports: HOST_PORT=${ports.host} REMOTE_PORT=${ports.remote} API_PORT=${ports.api})
  Ctrl-C stops all three.
`);

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 1500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** @jest-environment node */
/**
 * What each dev-server process of `npm start` serves, read from its command line, and the labels
 * on its output: the front serves the lean container and shell-demo in one process, and each line
 * it writes says which of the two wrote it, as separate processes' lines did.
 */
import { labelOutput, outputPrefix, prefixLines, servedOf, serverOutput } from '@scripts/build-plugins/dev-processes';

describe('what a dev-server process serves', () => {
  it('reads roles and the compilations each names, roles apart by +', () => {
    expect(servedOf(['remote', 'remote-lean', '+', 'host'])).toEqual([
      { role: 'remote', names: ['remote-lean'] },
      { role: 'host', names: [] },
    ]);
  });

  it('takes a compilation named like a role as a name (the side: the default container and the standalone page)', () => {
    expect(servedOf(['remote', 'remote', 'standalone'])).toEqual([{ role: 'remote', names: ['remote', 'standalone'] }]);
    expect(servedOf(['remote'])).toEqual([{ role: 'remote', names: [] }]);
  });

  it('refuses a command line without a role where one is due', () => {
    for (const args of [[], ['front'], ['remote', '+'], ['+', 'host'], ['remote-lean', 'host']])
      expect(() => servedOf(args)).toThrow(/usage: dev-servers\.ts/);
  });
});

describe('labelled output', () => {
  it('puts the label before each line, as wide as start.ts always did, and drops blank lines', () => {
    expect(outputPrefix('api')).toBe('[api]    ');
    expect(outputPrefix('remote·')).toBe('[remote·]');
    expect(prefixLines('[host]   ', '  ➜  Local: http://localhost:3000/\n\n  ➜  Network: …\n')).toBe(
      '[host]     ➜  Local: http://localhost:3000/\n[host]     ➜  Network: …\n',
    );
    expect(prefixLines('', 'a\nb')).toBe('a\nb\n');
  });

  function labelled(): { stream: { write: (chunk: string | Uint8Array) => boolean }; written: string[] } {
    const written: string[] = [];
    const stream = {
      write: (chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      },
    };
    labelOutput('remote+host', [stream as unknown as NodeJS.WriteStream]);
    return { stream, written };
  }

  it("labels a line by the server whose work wrote it, into that work's later callbacks", async () => {
    const { stream, written } = labelled();
    await Promise.all([
      serverOutput.run('remote', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        stream.write('remote-lean (Rspack 2.3.2) compiled successfully in 826 ms\n');
      }),
      serverOutput.run('host', async () => {
        stream.write(Buffer.from('host (Rspack 2.3.2) compiled successfully in 540 ms\n'));
        await Promise.resolve();
        stream.write('hot update: src/app.tsx: Fast Refresh (state kept)\n');
      }),
    ]);
    expect(written).toEqual([
      '[host]   host (Rspack 2.3.2) compiled successfully in 540 ms\n',
      '[host]   hot update: src/app.tsx: Fast Refresh (state kept)\n',
      '[remote] remote-lean (Rspack 2.3.2) compiled successfully in 826 ms\n',
    ]);
  });

  it("labels what no server's work wrote with the process's own name", () => {
    const { stream, written } = labelled();
    stream.write('(node:42) Warning: something\n');
    expect(written).toEqual(['[remote+host](node:42) Warning: something\n']);
  });
});

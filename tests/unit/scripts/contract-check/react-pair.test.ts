import { reactPairVerdict, type ReactPair } from '@scripts/contract-check/react-pair';

const pair = (over: Partial<ReactPair>): ReactPair => ({
  hostReact: { version: '19.3.1', build: 'production' },
  remoteBuildMode: 'production',
  remoteReact: '19.3.1',
  remoteUses: 'host',
  ...over,
});

describe('reactPairVerdict', () => {
  it('a development remote on a production host React is a ✗ that names the cause and the way out', () => {
    const verdict = reactPairVerdict(pair({ remoteBuildMode: 'development' }));
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toContain('built in development mode');
    expect(verdict.detail).toContain('production React 19.3.1');
    expect(verdict.detail).toContain('dispatcher.getOwner is not a function');
    expect(verdict.detail).toContain('npm run preview');
  });

  it('matching builds share the host React', () => {
    for (const build of ['development', 'production'] as const) {
      const verdict = reactPairVerdict(pair({ hostReact: { version: '19.3.1', build }, remoteBuildMode: build }));
      expect(verdict).toEqual({
        ok: true,
        detail: `host React 19.3.1 (${build} build) shared with the remote 19.3.1 built in ${build} mode: the remote runs on the host's React`,
      });
    }
  });

  it('a host React of another major: the isolated mount, said in plain words', () => {
    const verdict = reactPairVerdict(
      pair({ hostReact: { version: '18.3.1', build: 'production' }, remoteUses: 'own' }),
    );
    expect(verdict.ok).toBe(true);
    expect(verdict.detail).toMatch(
      /^host React 18\.3\.1 \(production build\), remote 19\.3\.1 built in production mode: isolated mount used/,
    );
  });

  it('a remote whose manifest does not say its build mode is judged by what it runs on', () => {
    expect(reactPairVerdict(pair({ remoteBuildMode: null })).ok).toBe(true);
    expect(reactPairVerdict(pair({ hostReact: null, remoteUses: 'own' })).detail).toContain('host provides no React');
  });
});

/**
 * The host/remote React pair in plain words: which React the
 * remote got from the host, in which build, and whether the two can work together — the
 * Module Federation failure portal teams report most often.
 */

export type ReactBuild = 'development' | 'production';

export interface ReactPair {
  /** The React the host (the kit's page) provides. */
  hostReact: { version: string; build: ReactBuild } | null;
  /** The build the remote was made in (`metaData.buildInfo.buildMode` of its manifest), when it says. */
  remoteBuildMode: ReactBuild | null;
  /** The React version the remote ships (its manifest's shared `react`). */
  remoteReact: string | null;
  /** What the remote runs on: the host's React (shared), or its own copy (isolated). */
  remoteUses: 'host' | 'own';
}

export interface ReactPairVerdict {
  ok: boolean;
  detail: string;
}

const describe = (react: { version: string; build: ReactBuild }) => `React ${react.version} (${react.build} build)`;

export function reactPairVerdict(pair: ReactPair): ReactPairVerdict {
  const { hostReact, remoteBuildMode, remoteReact } = pair;
  const remote = `remote ${remoteReact ?? '?'}${remoteBuildMode ? ` built in ${remoteBuildMode} mode` : ''}`;
  if (!hostReact) {
    return { ok: true, detail: `host provides no React, ${remote}: the remote runs on its own React (./mount)` };
  }
  if (pair.remoteUses === 'own') {
    return {
      ok: true,
      detail: `host ${describe(hostReact)}, ${remote}: isolated mount used — ./mount runs on the remote's own React; the host keeps its own, and ./SportInfoApp cannot render inside the host's React tree`,
    };
  }
  if (remoteBuildMode === 'development' && hostReact.build === 'production') {
    return {
      ok: false,
      detail: `the remote was built in development mode and the host gives it a production ${describe(hostReact)}: the remote's development JSX calls React internals a production React does not have (dispatcher.getOwner is not a function), so it cannot mount — serve the remote's production build (npm run preview) or give the host a development React`,
    };
  }
  return {
    ok: true,
    detail: `host ${describe(hostReact)} shared with the ${remote}: the remote runs on the host's React`,
  };
}

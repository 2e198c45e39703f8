/**
 * What the app does when one of its chunks fails (docs/host-integration.md, "Deploying"): asks
 * why (classify-chunk-failure.ts), and for a newer version of ours —
 * - standalone (and in the native app's web view): reloads once, at the same address; the drafts
 *   and the kept pages' scroll are saved as the page hides (reload-keeps.ts, page-host.tsx);
 * - embedded: tells the host (`remote-updated`), whose answer is to reload its page; a host that
 *   does nothing leaves the page standing, and PROMPT_AFTER_MS later the app offers 刷新 itself;
 * - the one automatic reload per build and tab spent (reload-guard.ts): offers 刷新 at once.
 * Part of the code the first screen runs, not a chunk of its own: a deploy can remove any chunk at
 * any moment, the judge's included, and then nobody would tell a deploy from the network.
 */
import type { VersionUpdate } from '../../contracts/deployment';
import { ReportedError } from '../../contracts/reporting';
import { report } from '../feedback/monitor';
import { ownBuildId, ownFilesBase } from './own-files';
import { classifyChunkFailure, type ChunkVerdict } from './classify-chunk-failure';
import { reloadPage, useDeployStore } from './deploy-store';
import { takeReloadTurn } from './reload-guard';

/** How long a host that heard `remote-updated` has to reload before the app offers 刷新 itself. */
export const PROMPT_AFTER_MS = 200;

/** A host that reloads leaves the page: the offer is called off as it goes (pagehide: where no beforeunload fires). */
const UNLOADS = ['beforeunload', 'pagehide'] as const;

export interface VersionSkewHost {
  /** A host hears our events (embedded); else standalone or the native app's web view. */
  hasHost(): boolean;
  /** The `remote-updated` event. */
  tellHost(update: VersionUpdate): void;
}

export interface VersionSkew {
  /** Why `error` happened; a new version is acted on (once). Never rejects. */
  judge(error: unknown): Promise<ChunkVerdict>;
  /** The app stops: an offer on its way is called off. */
  dispose(): void;
}

export function createVersionSkew(host: VersionSkewHost): VersionSkew {
  /** The check in flight: the chunks of one page fail together, and are answered by one check. */
  let checking: Promise<ChunkVerdict> | null = null;
  let handled = false;
  let offerTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelOffer = (): void => clearTimeout(offerTimer);
  const offer = (update: VersionUpdate): void => {
    cancelOffer();
    useDeployStore.getState().offer(update);
  };
  const onNewVersion = (update: VersionUpdate): void => {
    if (handled) return;
    handled = true;
    report({ code: ReportedError.chunkNewVersion, message: `${update.from} → ${update.to ?? '?'}`, detail: update });
    if (!takeReloadTurn(update.from)) return offer(update);
    if (!host.hasHost()) return reloadPage();
    // Once per app at most (`handled`): left to the page's end.
    for (const type of UNLOADS) window.addEventListener(type, cancelOffer, { once: true });
    offerTimer = setTimeout(() => offer(update), PROMPT_AFTER_MS);
    host.tellHost(update);
  };

  return {
    judge: async (error) => {
      checking ??= classifyChunkFailure(error, ownBuildId(), ownFilesBase()).finally(() => {
        checking = null;
      });
      const verdict = await checking;
      if (verdict.kind === 'new-version') onNewVersion(verdict.update);
      return verdict;
    },
    dispose: cancelOffer,
  };
}

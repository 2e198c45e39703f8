/**
 * What the app does when one of its chunks fails (docs/host-integration.md, "Deploying"): asks
 * why (classify-chunk-failure.ts), and for a newer version of ours —
 * - standalone (and in the native app's web view): reloads once, at the same address; the drafts
 *   and the kept pages' scroll are saved as the page hides (reload-keeps.ts, page-host.tsx);
 * - embedded: tells the host (`remote-updated`), whose answer is to reload its page; a host that
 *   does nothing leaves the page standing, and PROMPT_AFTER_MS later the app offers 刷新 itself;
 * - the one automatic reload per build and tab spent (reload-guard.ts): offers 刷新 at once.
 * A chunk the fan asked for (a page, a sheet) is acted on at once: what they asked for cannot show.
 * A chunk the app asked for on its own (the late chunks: the float, the alert display, the page
 * reporting) offers 刷新 at once and reloads (or tells the host) at the fan's next page, or as the
 * page hides: a reload then would take the page the fan is reading, or the tap they are making,
 * from under them (the host reloads the address it has, which is still the page being left).
 * Part of the code the first screen runs, not a chunk of its own: a deploy can remove any chunk at
 * any moment, the judge's included, and then nobody would tell a deploy from the network.
 */
import type { VersionUpdate } from '../../contracts/deployment';
import { ReportedError } from '../../contracts/reporting';
import { report } from '../feedback/monitor';
import { ownBuildId, ownFilesBase } from './own-files';
import type { ChunkAsker } from './chunk-failures';
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
  /** Why `error` happened; a new version is acted on (once): at once, or later for the app's own chunks. Never rejects. */
  judge(error: unknown, asker?: ChunkAsker): Promise<ChunkVerdict>;
  /** The fan is on another page of ours (its address the current one): a new version held back is acted on now. */
  pageChanged(): void;
  /** The app stops: an offer on its way, or a new version held back, is called off. */
  dispose(): void;
}

export function createVersionSkew(host: VersionSkewHost): VersionSkew {
  /** The check in flight: the chunks of one page fail together, and are answered by one check. */
  let checking: Promise<ChunkVerdict> | null = null;
  let handled = false;
  let reported = false;
  /** A new version met by a chunk the app asked for on its own, waiting for the fan's next page. */
  let heldBack: VersionUpdate | null = null;
  let offerTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelOffer = (): void => clearTimeout(offerTimer);
  const offer = (update: VersionUpdate): void => {
    cancelOffer();
    useDeployStore.getState().offer(update);
  };
  const reportOnce = (update: VersionUpdate): void => {
    if (reported) return;
    reported = true;
    report({ code: ReportedError.chunkNewVersion, message: `${update.from} → ${update.to ?? '?'}`, detail: update });
  };
  const onNewVersion = (update: VersionUpdate): void => {
    reportOnce(update);
    stopHoldingBack();
    if (handled) return;
    handled = true;
    if (!takeReloadTurn(update.from)) return offer(update);
    if (!host.hasHost()) return reloadPage();
    // Once per app at most (`handled`): left to the page's end.
    for (const type of UNLOADS) window.addEventListener(type, cancelOffer, { once: true });
    offerTimer = setTimeout(() => offer(update), PROMPT_AFTER_MS);
    host.tellHost(update);
  };

  const onHidden = (): void => {
    if (document.visibilityState === 'hidden' && heldBack) onNewVersion(heldBack);
  };
  const holdBack = (update: VersionUpdate): void => {
    reportOnce(update);
    if (handled || heldBack) return;
    heldBack = update;
    offer(update);
    document.addEventListener('visibilitychange', onHidden);
  };
  function stopHoldingBack(): void {
    heldBack = null;
    document.removeEventListener('visibilitychange', onHidden);
  }

  return {
    judge: async (error, asker = 'fan') => {
      checking ??= classifyChunkFailure(error, ownBuildId(), ownFilesBase()).finally(() => {
        checking = null;
      });
      const verdict = await checking;
      if (verdict.kind === 'new-version') (asker === 'fan' ? onNewVersion : holdBack)(verdict.update);
      return verdict;
    },
    pageChanged: () => {
      if (heldBack) onNewVersion(heldBack);
    },
    dispose: () => {
      cancelOffer();
      stopHoldingBack();
    },
  };
}

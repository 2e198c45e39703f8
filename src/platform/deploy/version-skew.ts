/**
 * What the app does when one of its chunks fails (docs/host-integration.md, "Deploying"): asks
 * why (classify-chunk-failure.ts), and for a newer version of ours —
 * - standalone (and in the native app's web view): reloads once, at the same address; the drafts
 *   and the kept pages' scroll are saved as the page hides;
 * - embedded: tells the host (`remote-updated`), whose answer is to reload its page; a host that
 *   does nothing leaves the page standing, and PROMPT_AFTER_MS later the app offers 刷新 itself;
 * - the one automatic reload per build and tab spent (reload-guard.ts): offers 刷新 at once.
 * A chunk of its own, loaded after the first screen: before a deploy can have happened.
 */
import type { VersionUpdate } from '../../contracts/deployment';
import { ReportedError } from '../../contracts/reporting';
import { report } from '../feedback/monitor';
import { ownFilesBase } from './own-files';
import { classifyChunkFailure, type ChunkVerdict } from './classify-chunk-failure';
import { reloadPage, useDeployStore } from './deploy-store';
import { takeReloadTurn } from './reload-guard';
import { saveKeeps } from './reload-keeps';

/**
 * The running build's id, as the bundler wrote it (scripts/build-plugins/build-id.ts; the manifests'
 * `metaData.buildId` is the same). Read here only, in this lazy chunk: the first screen's chunks
 * stay the same bytes from one build to the next when their code does.
 */
declare const __SPORT_INFO_BUILD_ID__: string | undefined;
const BUILD_ID: string = typeof __SPORT_INFO_BUILD_ID__ === 'string' ? __SPORT_INFO_BUILD_ID__ : 'unbuilt';

/** How long a host that heard `remote-updated` has to reload before the app offers 刷新 itself. */
export const PROMPT_AFTER_MS = 200;

export interface VersionSkewHost {
  /** A host hears our events (embedded); else standalone or the native app's web view. */
  hasHost(): boolean;
  /** The `remote-updated` event. */
  tellHost(update: VersionUpdate): void;
}

export interface VersionSkewOptions {
  classify?: (error: unknown) => Promise<ChunkVerdict>;
  reload?: () => void;
}

/** The file a failed chunk load names (webpack's ChunkLoadError carries `request`), when it does. */
function failedFile(error: unknown): string | null {
  const request =
    (error as { request?: unknown } | null)?.request ??
    (error as { cause?: { request?: unknown } } | null)?.cause?.request;
  return typeof request === 'string' && request !== '' ? request : null;
}

const classifyHere = (error: unknown): Promise<ChunkVerdict> =>
  classifyChunkFailure({
    buildId: BUILD_ID,
    filesBase: ownFilesBase(),
    fileUrl: failedFile(error),
    online: navigator.onLine !== false,
    fetch: window.fetch.bind(window),
  });

export class VersionSkew {
  /** The check in flight: the chunks of one page fail together, and are answered by one check. */
  private checking: Promise<ChunkVerdict> | null = null;
  private handled = false;
  private offerTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly classify: (error: unknown) => Promise<ChunkVerdict>;
  private readonly reload: () => void;

  constructor(
    private readonly host: VersionSkewHost,
    options: VersionSkewOptions = {},
  ) {
    this.classify = options.classify ?? classifyHere;
    this.reload = options.reload ?? reloadPage;
  }

  /** Why `error` happened; a new version is acted on (once). */
  readonly judge = async (error: unknown): Promise<ChunkVerdict> => {
    this.checking ??= this.classify(error).finally(() => {
      this.checking = null;
    });
    const verdict = await this.checking;
    if (verdict.kind === 'new-version') this.onNewVersion(verdict.update);
    return verdict;
  };

  private onNewVersion(update: VersionUpdate): void {
    if (this.handled) return;
    this.handled = true;
    report({ code: ReportedError.chunkNewVersion, message: `${update.from} → ${update.to ?? '?'}`, detail: update });
    if (!takeReloadTurn(update.from)) return this.offer(update);
    if (!this.host.hasHost()) {
      saveKeeps();
      return this.reload();
    }
    // A host that reloads leaves the page (its unload cancels the offer); one that does nothing gets ours.
    window.addEventListener('beforeunload', this.cancelOffer);
    window.addEventListener('pagehide', this.cancelOffer);
    this.offerTimer = setTimeout(() => this.offer(update), PROMPT_AFTER_MS);
    this.host.tellHost(update);
  }

  private offer(update: VersionUpdate): void {
    this.stopListening();
    useDeployStore.getState().offer(update);
  }

  private readonly cancelOffer = (): void => {
    clearTimeout(this.offerTimer);
    this.stopListening();
  };

  private stopListening(): void {
    window.removeEventListener('beforeunload', this.cancelOffer);
    window.removeEventListener('pagehide', this.cancelOffer);
  }

  dispose(): void {
    this.cancelOffer();
  }
}

/**
 * A newer build of ours is out and nobody reloaded for it (a host that ignored `remote-updated`,
 * or the one automatic reload already spent): the frame shows 新版本已发布 · 刷新.
 */
import { create } from 'zustand';
import type { VersionUpdate } from '../../contracts/deployment';

interface DeployState {
  /** The update the fan is offered to reload for; null while there is none. */
  offered: VersionUpdate | null;
  offer(update: VersionUpdate): void;
  reset(): void;
}

export const useDeployStore = create<DeployState>()((set) => ({
  offered: null,
  offer: (offered) => set({ offered }),
  reset: () => set({ offered: null }),
}));

/** Reloads the page where it is; the drafts and kept pages' scroll are kept as the page hides. */
export function reloadPage(): void {
  window.location.reload();
}

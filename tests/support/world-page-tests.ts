/**
 * Page tests over the in-process backend's world: the world built once per file; each test starts
 * with fresh app stores and nothing kept on the device, and the pages' "today" is the world's.
 */
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from './app-world';
import { BACKEND_NOW, backendWorld } from './in-process-backend';

export function pageTestsOnTheWorld(): void {
  beforeAll(() => backendWorld());
  beforeEach(() => {
    clearAllLastSeen();
    setUpAppWorld();
    useLiveMatchStore.setState({ clockOffsetMs: BACKEND_NOW - Date.now() });
  });
}

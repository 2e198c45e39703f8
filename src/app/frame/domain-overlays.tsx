/**
 * The frame's overlay slot: what floats over every page — the frame's own late pieces
 * (late-frame.tsx) and the domains' (their descriptors' `overlays`, e.g. the live room's
 * mini-player). The frame knows no domain by name: each overlay says through `watch` when it
 * shows, and its chunk loads the first time it does. An overlay that fails to load or render is
 * reported and left out; the pages stay. A chunk that fails is judged like a page's (lazy-page.ts):
 * gone after a deploy of ours, the app reloads, tells its host or offers 刷新.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { overlayAsker, type FrameOverlay } from '../../platform/domain/domain-descriptor';
import { report } from '../../platform/feedback/monitor';
import { useLateChunksAsked, useLateChunksStore } from '../../platform/domain/late-chunks';
import { useLoadingStore } from '../../platform/http/loading-store';
import { DOMAINS } from '../domains';
import { ChunkLoadError, usePageChunk } from '../routing/lazy-page';
import { ChunkFailed } from './route-page';

/**
 * The customer-service float and the loading overlay: wanted with the late chunks
 * (runtime-reporting.ts), or sooner when an action blocks the page; kept from then on (the
 * float's dialog keeps its state).
 */
export const LATE_FRAME: FrameOverlay = {
  id: 'late-frame',
  // Wanted by the app (its late chunks, a blocking action), not by a fan's tap.
  asker: 'app',
  watch: (show) => {
    const wanted = () => useLateChunksStore.getState().asked || useLoadingStore.getState().pending > 0;
    let shown = wanted();
    show(shown);
    const update = () => {
      if (shown || !wanted()) return;
      shown = true;
      show(true);
    };
    const stops = [useLateChunksStore.subscribe(update), useLoadingStore.subscribe(update)];
    return () => stops.forEach((stop) => stop());
  },
  load: () => import(/* webpackChunkName: "late-frame" */ './late-frame'),
};

const OVERLAYS: readonly FrameOverlay[] = [LATE_FRAME, ...DOMAINS.flatMap((domain) => domain.overlays)];

export function DomainOverlays() {
  return (
    <>
      {OVERLAYS.map((overlay) => (
        <OverlaySlot key={overlay.id} overlay={overlay} />
      ))}
    </>
  );
}

function OverlaySlot({ overlay }: { overlay: FrameOverlay }) {
  const [visible, setVisible] = useState(false);
  const lateChunksAsked = useLateChunksAsked();
  const allowed = !overlay.late || lateChunksAsked;
  useEffect(() => overlay.watch(setVisible), [overlay]);
  if (!visible || !allowed) return null;
  return (
    <OverlayBoundary id={overlay.id}>
      <OverlayChunk overlay={overlay} />
    </OverlayBoundary>
  );
}

/** The overlay once its chunk has arrived (loaded the first time it shows); a failed load goes to the boundary. */
function OverlayChunk({ overlay }: { overlay: FrameOverlay }) {
  const { page: Overlay, error } = usePageChunk(`overlay:${overlay.id}`, overlay.load, overlayAsker(overlay));
  if (error) return <ChunkFailed error={error} />;
  return (
    Overlay && (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    )
  );
}

class OverlayBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // A chunk gone after a deploy of ours: the deploy handler has reported and acted (lazy-page.ts).
    if (error instanceof ChunkLoadError && error.verdict?.kind === 'new-version') return;
    report({
      code: 'overlay-failed',
      message: error instanceof Error ? error.message : String(error),
      detail: { overlay: this.props.id },
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

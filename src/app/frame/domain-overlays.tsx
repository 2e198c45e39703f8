/**
 * The frame's overlay slot: what the domains float over every page (their descriptors'
 * `overlays`, e.g. the anchors domain's mini-player). The frame knows no domain by name: each
 * overlay says through `watch` when it shows, and its chunk loads the first time it does.
 * An overlay that fails to load or render is reported and left out; the pages stay.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { FrameOverlay } from '../../platform/domain/domain-descriptor';
import { report } from '../../platform/feedback/monitor';
import { DOMAINS } from '../domains';
import { lazyPage } from '../routing/lazy-page';

const OVERLAYS: readonly FrameOverlay[] = DOMAINS.flatMap((domain) => domain.overlays);

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
  useEffect(() => overlay.watch(setVisible), [overlay]);
  if (!visible) return null;
  const Overlay = lazyPage(`overlay:${overlay.id}`, overlay.load);
  return (
    <OverlayBoundary id={overlay.id}>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </OverlayBoundary>
  );
}

class OverlayBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    report({ code: 'overlay-failed', message: error instanceof Error ? error.message : String(error), detail: { overlay: this.props.id } });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The frame Dialog and ActionSheet share: a portal into the app's root, a
 * backdrop that closes (not on the second tap of the double tap that opened it), and a modal
 * panel — aria-modal, focus kept inside, Escape, the body scroll lock (modal-behaviour). Each
 * brings its own classes and what goes inside the panel.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useBackdropClose, useModalBehaviour, usePortalContainer } from './modal-behaviour';
import styles from './modal-layer.module.css';
import { InSheetContext, useCountOpenSheet } from './open-sheets';

interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The caller's classes beside the layer's own (fixed over the page) and the backdrop's (dimmed). */
  classNames: { layer?: string; panel?: string };
  backdropTestId: string;
  /** The panel's name: the id of its heading, or words when no heading shows. */
  name: { labelledBy: string } | { label: string };
  children: ReactNode;
}

export function ModalLayer({
  open,
  onClose,
  closeOnBackdrop = true,
  initialFocusRef,
  classNames,
  backdropTestId,
  name,
  children,
}: ModalLayerProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const target = usePortalContainer(open, anchorRef);
  const active = open && target !== null;
  useModalBehaviour({ active, panelRef, onClose, initialFocusRef });
  useCountOpenSheet(active);
  const onBackdrop = useBackdropClose(active, onClose, closeOnBackdrop);
  const naming = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <>
      <span ref={anchorRef} hidden />
      {active &&
        createPortal(
          <div className={`${styles.layer} ${classNames.layer ?? ''}`}>
            <div className={styles.backdrop} data-testid={backdropTestId} aria-hidden="true" onClick={onBackdrop} />
            <div ref={panelRef} className={classNames.panel} role="dialog" aria-modal="true" tabIndex={-1} {...naming}>
              <InSheetContext.Provider value={true}>{children}</InSheetContext.Provider>
            </div>
          </div>,
          target,
        )}
    </>
  );
}

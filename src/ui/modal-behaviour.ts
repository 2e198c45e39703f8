/**
 * What Dialog and ActionSheet share: where the portal goes, focus trap, Escape, restoring
 * focus, the body scroll lock, and a backdrop that ignores the second tap of a double tap.
 * Only the top-most open modal reacts to keys.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The app's root element: portals go inside it so the theme tokens apply there too. */
export const APP_ROOT_SELECTOR = '[data-testid="sport-info-root"]';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableElementsIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert],[aria-hidden="true"]'),
  );
}

/**
 * Finds the portal target: the closest app root around `anchor` (the app may be mounted inside
 * a host page), else document.body. Null until known.
 */
export function usePortalContainer(open: boolean, anchorRef: RefObject<HTMLElement | null>): Element | null {
  const [found, setFound] = useState<Element | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const root = anchorRef.current?.closest(APP_ROOT_SELECTOR) ?? document.querySelector(APP_ROOT_SELECTOR);
    setFound(root ?? document.body);
  }, [open, anchorRef]);
  return found;
}

const openModals: HTMLElement[] = [];
let scrollLocks = 0;
let overflowBeforeLock = '';

function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

interface ModalBehaviourOptions {
  /** True once the panel is open and rendered. */
  active: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function useModalBehaviour({ active, panelRef, onClose, initialFocusRef }: ModalBehaviourOptions): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockBodyScroll();
    openModals.push(panel);
    const isTopMost = () => openModals[openModals.length - 1] === panel;
    const focusInside = () => {
      const target = initialFocusRef?.current ?? focusableElementsIn(panel)[0] ?? panel;
      target.focus({ preventScroll: true });
    };
    focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopMost()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableElementsIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a tap outside, a programmatic focus) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isTopMost() && event.target instanceof Node && !panel.contains(event.target)) focusInside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openModals.splice(openModals.indexOf(panel), 1);
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [active, panelRef, initialFocusRef]);
}

/**
 * How long after opening a backdrop tap is taken for the second tap of the double tap that
 * opened the modal (a quick second tap on 立即购买 lands on the confirm dialog's backdrop), not
 * for a wish to close: about the double-tap window of mobile browsers.
 */
export const DOUBLE_TAP_WINDOW_MS = 350;

/**
 * The backdrop's click handler: closes, except within DOUBLE_TAP_WINDOW_MS of the modal's
 * opening. `undefined` when the backdrop does not close (`enabled` false).
 */
export function useBackdropClose(active: boolean, onClose: () => void, enabled = true): (() => void) | undefined {
  const openedAtRef = useRef(0);
  useLayoutEffect(() => {
    if (active) openedAtRef.current = performance.now();
  }, [active]);
  if (!enabled) return undefined;
  return () => {
    if (performance.now() - openedAtRef.current < DOUBLE_TAP_WINDOW_MS) return;
    onClose();
  };
}

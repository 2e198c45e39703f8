/**
 * The customer-service float: an icon with a red dot and a bubble about
 * exclusive benefit notices. Dismissing the bubble sets a cookie until the end of the local day.
 * Tapping opens the native popup in the app, or asks the host; standalone it shows our own dialog.
 */
import { useState, type ComponentType } from 'react';
import { notify } from '../../platform/feedback/notify';
import { endOfLocalDay, readCookie, writeCookie } from '../../platform/storage/cookies';
import { useRuntime, useRuntimeOptions } from '../runtime/runtime-context';
import styles from './customer-service-float.module.css';
import { useMessages, wordsNow } from '../../platform/i18n/messages';
import { serviceWords } from './customer-service-messages';

export const BUBBLE_COOKIE = 'si_cs_bubble_dismissed';

type DialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;
const loadDialog = (): Promise<DialogComponent> =>
  import(/* webpackChunkName: "customer-service-dialog" */ './customer-service-dialog').then(
    (module) => module.default,
  );

/** `shown`: the frame's rule (service-float-rule.ts); hidden, the float keeps only its dialog, if open. */
export function CustomerServiceFloat({ shown }: { shown: boolean }) {
  const runtime = useRuntime();
  const { platform } = useRuntimeOptions();
  const [bubbleShown, setBubbleShown] = useState(() => readCookie(BUBBLE_COOKIE) !== '1');
  const [dialogOpen, setDialogOpen] = useState(false);
  const words = useMessages(serviceWords);
  const [DialogChunk, setDialogChunk] = useState<DialogComponent | null>(null);

  const openDialog = () => {
    if (DialogChunk) return setDialogOpen(true);
    loadDialog().then(
      (component) => {
        setDialogChunk(() => component);
        setDialogOpen(true);
      },
      () => notify('fail', wordsNow(serviceWords).serviceLoadFailed),
    );
  };

  const dismissBubble = () => {
    writeCookie(BUBBLE_COOKIE, '1', endOfLocalDay());
    setBubbleShown(false);
  };

  const open = () => {
    if (platform === 'app' && runtime.native.available)
      void runtime.native.call('openCustomerService').catch(openDialog);
    else if (runtime.hostBridge.hasHost) runtime.hostBridge.emit('customer-service', { source: 'float' });
    else openDialog();
  };

  // The dialog keeps its place in the tree whether the float shows or not (its open sheet hides the float).
  return (
    <>
      {shown && (
        <div className={styles.float}>
          {bubbleShown && (
            <div className={styles.bubble} role="note">
              <span>{words.serviceBubble}</span>
              <button
                type="button"
                className={styles.close}
                aria-label={words.closeServiceBubble}
                onClick={dismissBubble}
              >
                ×
              </button>
            </div>
          )}
          <button type="button" className={styles.icon} aria-label={words.openService} onClick={open}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 3a8 8 0 0 0-8 8v4.5A2.5 2.5 0 0 0 6.5 18H8v-6H6v-1a6 6 0 1 1 12 0v1h-2v6h1.7a4 4 0 0 1-3.7 2h-1.5v1.6H14a5.6 5.6 0 0 0 5.3-3.8A2.5 2.5 0 0 0 20 15.5V11a8 8 0 0 0-8-8Z"
              />
            </svg>
            <span className={styles.dot} aria-hidden="true" />
          </button>
        </div>
      )}
      {DialogChunk && <DialogChunk open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}

/**
 * Nothing renders until the domain list has loaded (StartupGate, around the
 * frame); the root view — the pages — shows once a device id is ready and configuration is
 * loaded (RootViewGate), so the frame (header tabs, customer-service float) is on screen while the
 * config call is still on its way. A failed domain list gets a retry screen.
 *
 * Both reveal in a deferred render: React renders what they uncover in slices between frames,
 * not in one long task inside the call's answer.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { useConfigStore } from '../../platform/config/config-store';
import { useSessionStore } from '../../platform/session/session-store';
import { useMessages } from '../../platform/i18n/messages';
import { ErrorState } from '../../ui/error-state';
import { frameWords } from './frame-messages';
import { useRuntime } from '../runtime/runtime-context';

export function StartupGate({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const domainListStatus = useConfigStore((state) => state.domainListStatus);
  const domainListError = useConfigStore((state) => state.domainListError);
  const ready = useDeferredValue(domainListStatus === 'ready');
  const words = useMessages(frameWords);

  if (domainListStatus === 'failed') {
    return (
      <ErrorState
        title={words.serviceDown}
        message={domainListError || undefined}
        onRetry={() => void runtime.boot()}
      />
    );
  }
  if (!ready) return null;
  return <>{children}</>;
}

export function RootViewGate({ children }: { children: ReactNode }) {
  const configReady = useConfigStore((state) => state.commonConfigStatus === 'ready');
  const deviceReady = useSessionStore((state) => state.deviceId !== '');
  const ready = useDeferredValue(configReady && deviceReady);
  return ready ? <>{children}</> : null;
}

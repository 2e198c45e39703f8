/**
 * Spec section 2: nothing renders until the domain list has loaded; the root view shows once a
 * device id is ready and configuration is loaded. A failed domain list gets a retry screen.
 */
import type { ReactNode } from 'react';
import { useConfigStore } from '../../platform/config/config-store';
import { useSessionStore } from '../../platform/session/session-store';
import { ErrorState } from '../../ui/error-state';
import { useRuntime } from '../runtime/runtime-context';

export function StartupGate({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const domainsStatus = useConfigStore((state) => state.domainsStatus);
  const domainsError = useConfigStore((state) => state.domainsError);
  const configReady = useConfigStore((state) => state.commonConfigStatus === 'ready');
  const deviceReady = useSessionStore((state) => state.deviceId !== '');

  if (domainsStatus === 'failed') {
    return <ErrorState title="服务暂时不可用" message={domainsError} onRetry={() => void runtime.boot()} />;
  }
  if (domainsStatus !== 'ready' || !configReady || !deviceReady) return null;
  return <>{children}</>;
}

/**
 * shell-demo's error boundary around the remote: the fallback pack's boundary with shell-demo's
 * look (RemoteError) and its event log.
 */
import type { ReactNode } from 'react';
import { RemoteErrorBoundary as FallbackPackBoundary } from '../../../fallback-pack/remote-fallback';
import { logEvent } from '../state/event-log';
import { RemoteError } from './remote-states';

interface Props {
  onRetry(): void;
  /** A new value (a new load) clears the error. */
  resetKey: unknown;
  children: ReactNode;
}

export function RemoteErrorBoundary({ onRetry, resetKey, children }: Props) {
  return (
    <FallbackPackBoundary onRetry={onRetry} resetKey={resetKey} Fallback={RemoteError} onError={logRemoteError}>
      {children}
    </FallbackPackBoundary>
  );
}

export function logRemoteError(error: unknown): void {
  logEvent(
    'host',
    'remote-error',
    { message: error instanceof Error ? error.message : String(error) },
    '体育资讯加载或渲染失败',
  );
}

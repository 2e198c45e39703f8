/**
 * The fallback pack's React half, for hosts that render the remote as a React component: the
 * error boundary around the remote, and the component `fallbackModulePlugin` answers with. Both
 * show the same fallback, whose 重试 calls the retry the boundary was given (a fresh load).
 * Needs only React (the host's own); no CSS files: a host passes its own `Fallback` to match
 * its design, or takes the plain default.
 */
import { Component, createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface RemoteFallbackProps {
  error: Error;
  onRetry(): void;
}

/** The retry of the nearest boundary, for a fallback rendered in the remote's place. */
const RetryContext = createContext<{ retry(): void; Fallback: ComponentType<RemoteFallbackProps> } | null>(null);

interface BoundaryProps {
  /** Starts a fresh load of the remote (the host's way past the runtime's caches). */
  onRetry(): void;
  /** A new value (a new load) clears the error. */
  resetKey: unknown;
  /** What a failure looks like; the plain default when absent. */
  Fallback?: ComponentType<RemoteFallbackProps>;
  /** Every error caught (the host's log or monitoring). */
  onError?(error: Error): void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a remote that fails to load or to render; the rest of the host keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(asError(error));
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    const Fallback = this.props.Fallback ?? DefaultRemoteFallback;
    if (this.state.error) return <Fallback error={this.state.error} onRetry={this.props.onRetry} />;
    return (
      <RetryContext.Provider value={{ retry: this.props.onRetry, Fallback }}>
        {this.props.children}
      </RetryContext.Provider>
    );
  }
}

/**
 * The module `fallbackModulePlugin` answers with: its default export renders the boundary's
 * fallback for `error`, with the boundary's retry (outside a boundary: the plain fallback, whose
 * 重试 reloads the page).
 */
export function fallbackModule(error: unknown): { default: ComponentType } {
  function RemoteUnavailable() {
    const boundary = useContext(RetryContext);
    const Fallback = boundary?.Fallback ?? DefaultRemoteFallback;
    return <Fallback error={asError(error)} onRetry={boundary?.retry ?? (() => window.location.reload())} />;
  }
  return { default: RemoteUnavailable };
}

const box = { padding: '32px 16px', textAlign: 'center', fontSize: 14, color: '#333' } as const;
const button = {
  marginTop: 12,
  padding: '8px 24px',
  border: 'none',
  borderRadius: 16,
  background: '#1677ff',
  color: '#fff',
  fontSize: 14,
} as const;

/** A plain fallback for hosts without their own: a sentence and 重试. */
export function DefaultRemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  return (
    <div role="alert" style={box}>
      <p>内容暂时无法打开，请稍后重试。</p>
      <button type="button" style={button} onClick={onRetry}>
        重试
      </button>
      <details style={{ marginTop: 12, color: '#999' }}>
        <summary>错误详情</summary>
        <p>{error.message}</p>
      </details>
    </div>
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

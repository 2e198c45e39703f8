import { Component, type ReactNode } from 'react';
import { logEvent } from '../state/event-log';
import { RemoteError } from './remote-states';

interface Props {
  onRetry(): void;
  /** A new value (a new load) clears the error. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or to render; the rest of the host keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    logEvent('host', 'remote-error', { message: error instanceof Error ? error.message : String(error) }, '体育资讯加载或渲染失败');
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) return <RemoteError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../ui/error-state';
import { report } from '../../platform/feedback/monitor';
import { ChunkLoadError } from '../routing/lazy-page';

interface Props {
  /** Called before the boundary re-renders its children: a route refreshes its lazy chunk. */
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A page that throws (or whose chunk will not load) shows a retryable error; the frame keeps working. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    report({ code: error instanceof ChunkLoadError ? 'chunk-load-failed' : 'page-crashed', message: error.message });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    return (
      <ErrorState
        title={chunk ? '页面加载失败' : '页面出错了'}
        message={chunk ? '网络不太给力，页面没有加载出来' : '页面遇到了问题，请重试'}
        onRetry={this.retry}
      />
    );
  }
}

import { Component, type ReactNode } from 'react';
import { isChunkLoadError, judgeChunkFailure, type ChunkVerdict } from '../../platform/deploy/chunk-failures';
import { report } from '../../platform/feedback/monitor';
import { ErrorState, StateMessage } from '../../ui/error-state';
import { SkeletonList } from '../../ui/skeleton';
import { ChunkLoadError } from '../routing/lazy-page';
import { wordsNow } from '../../platform/i18n/messages';
import { frameWords } from './frame-messages';

interface Props {
  /** Called before the boundary re-renders its children: a route refreshes its lazy chunk. */
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** A chunk that failed: why (null while that is being asked). */
  verdict: ChunkVerdict | null;
}

/**
 * A page that throws (or whose chunk will not load) shows a retryable error; the frame keeps
 * working. A chunk that failed is asked why first (platform/deploy): the network keeps the
 * message and the retry; a newer version of ours says so (the app reloads, or offers 刷新).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, verdict: null };
  /** Counts catches: the answer for an error already retried (or a boundary gone) lands nowhere. */
  private caught = 0;
  private mounted = false;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, verdict: error instanceof ChunkLoadError ? (error.verdict ?? null) : null };
  }

  override componentDidMount(): void {
    this.mounted = true;
  }

  override componentWillUnmount(): void {
    this.mounted = false;
  }

  override componentDidCatch(error: Error): void {
    this.caught += 1;
    if (!isChunkLoadError(error)) {
      report({ code: 'page-crashed', message: error.message });
      return;
    }
    const known = error instanceof ChunkLoadError ? error.verdict : undefined;
    if (known) return this.settle(known);
    const asked = this.caught;
    void judgeChunkFailure(error).then((verdict) => {
      if (!this.mounted || asked !== this.caught) return;
      this.setState({ verdict });
      this.settle(verdict);
    });
  }

  /** The network's failures are reported here; a new version by the deploy handler, once. */
  private settle(verdict: ChunkVerdict): void {
    if (verdict.kind === 'network')
      report({
        code: 'chunk-load-failed',
        message: this.state.error?.message ?? '',
        detail: { reason: verdict.reason },
      });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null, verdict: null });
  };

  override render() {
    const { error, verdict } = this.state;
    if (!error) return this.props.children;
    // A class component: the words of the locale now (a switch re-renders the page's tree anyway).
    const words = wordsNow(frameWords);
    if (!isChunkLoadError(error))
      return <ErrorState title={words.pageCrashed} message={words.pageCrashedHint} onRetry={this.retry} />;
    if (!verdict) return <SkeletonList rows={6} />;
    if (verdict.kind === 'new-version')
      return (
        <StateMessage
          role="status"
          icon="↻"
          title={words.newVersion}
          message={words.newVersionPageHint}
          testId="page-new-version"
        />
      );
    return <ErrorState title={words.pageLoadFailed} message={words.pageLoadFailedHint} onRetry={this.retry} />;
  }
}

/**
 * What the live room renders: the player chunk ("live-player", with hls.js and mpegts.js in chunks
 * of their own) loads only here. Until it arrives, the same 16:9 box shows the room's cover and a
 * spinner, so nothing moves. A failed chunk load is retried; if it still fails the box offers 重试
 * instead of taking the whole room down.
 */
import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Spinner } from '../../../../ui/spinner';
import { livePlayerWords } from './live-player-messages';
import type { LivePlayerProps } from './live-player-props';
import styles from './live-player.module.css';
import { loadPlayerModule } from './player-chunk';
import { useMessages, wordsNow } from '../../../../platform/i18n/messages';

export type { LivePlayerProps } from './live-player-props';

const CHUNK_ATTEMPTS = 3;
const CHUNK_BACKOFF_MS = 500;

async function loadPlayerChunk(): Promise<{ default: ComponentType<LivePlayerProps> }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadPlayerModule();
    } catch (error) {
      if (attempt >= CHUNK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_BACKOFF_MS * attempt));
    }
  }
}

const createLazyPlayer = (): LazyExoticComponent<ComponentType<LivePlayerProps>> => lazy(loadPlayerChunk);
let LivePlayerChunk = createLazyPlayer();

export function LivePlayerFallback({ poster }: { poster?: string }) {
  const messages = useMessages(livePlayerWords);
  return (
    <div className={styles.box} role="status" aria-label={messages.loading}>
      {poster && <img className={styles.poster} src={poster} alt="" />}
      <div className={styles.center}>
        <Spinner size="l" />
      </div>
    </div>
  );
}

interface ChunkBoundaryProps {
  children: ReactNode;
  onRetry(): void;
  onError?(message: string): void;
}

class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(
      `${wordsNow(livePlayerWords).chunkFailed} (${error instanceof Error ? error.message : String(error)})`,
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function ChunkFailed({ onRetry }: { onRetry(): void }) {
  const messages = useMessages(livePlayerWords);
  return (
    <div className={styles.box}>
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>{messages.chunkFailed}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {messages.retry}
        </button>
      </div>
    </div>
  );
}

export function LazyLivePlayer(props: LivePlayerProps) {
  const [, setGeneration] = useState(0);
  const retry = () => {
    // React.lazy remembers a rejection: a retry needs a fresh lazy component.
    LivePlayerChunk = createLazyPlayer();
    setGeneration((value) => value + 1);
  };
  return (
    <ChunkBoundary onRetry={retry} onError={props.onError}>
      <Suspense fallback={<LivePlayerFallback poster={props.poster} />}>
        <LivePlayerChunk {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

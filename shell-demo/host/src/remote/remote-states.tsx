/** What the remote's place shows while it loads and when it failed. */
import styles from './remote-states.module.css';

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-label="体育资讯加载中">
      <div className={styles.skeletonTabs} />
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <div className={styles.skeletonAvatar} />
          <div className={styles.skeletonLines}>
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        </div>
      ))}
      <p className={styles.loadingText}>体育资讯加载中…</p>
    </div>
  );
}

export function RemoteError({ error, onRetry }: { error: Error; onRetry(): void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>体育资讯暂时无法打开</p>
      <p className={styles.errorHint}>可能是网络不稳定或服务正在更新，请稍后重试。</p>
      <button type="button" className={styles.retryButton} onClick={onRetry}>
        重试
      </button>
      <details className={styles.errorDetail}>
        <summary>错误详情</summary>
        <p>{error.message}</p>
      </details>
    </div>
  );
}

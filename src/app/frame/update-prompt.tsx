/**
 * 新版本已发布 · 刷新: a newer build of ours is deployed, this page still runs the old one, and
 * nobody reloaded for it (platform/deploy/version-skew.ts). The button reloads the page where it
 * is (the drafts and the kept pages' scroll come back). The header tabs stay usable meanwhile.
 */
import { reloadPage, useDeployStore } from '../../platform/deploy/deploy-store';
import styles from './update-prompt.module.css';

export const updateWords = {
  title: '新版本已发布',
  /** Where a page's chunk is gone: the page area says so, the prompt has the button. */
  pageHint: '刷新后即可打开这个页面',
  reload: '刷新',
} as const;

export function UpdatePrompt() {
  const offered = useDeployStore((state) => state.offered);
  if (!offered) return null;
  return (
    <div className={styles.prompt} role="alert" data-testid="update-prompt">
      <span>{updateWords.title}</span>
      <button type="button" className={styles.reload} onClick={reloadPage}>
        {updateWords.reload}
      </button>
    </div>
  );
}

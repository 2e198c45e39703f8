/**
 * 新版本已发布 · 刷新: a newer build of ours is deployed, this page still runs the old one, and
 * nobody reloaded for it (platform/deploy/version-skew.ts). The button reloads the page where it
 * is (the drafts and the kept pages' scroll come back). The header tabs stay usable meanwhile.
 * Part of the version-skew chunk, which offers it: loaded by then, whatever the deploy removed.
 */
import { reloadPage, useDeployStore } from '../../platform/deploy/deploy-store';
import { updateWords } from './update-words';
import styles from './update-prompt.module.css';

export default function UpdatePrompt() {
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

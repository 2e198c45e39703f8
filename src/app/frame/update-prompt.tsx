/**
 * 新版本已发布 · 刷新: a newer build of ours is deployed, this page still runs the old one, and
 * nobody reloaded for it (platform/deploy/version-skew.ts). The button reloads the page where it
 * is (the drafts and the kept pages' scroll come back). The header tabs stay usable meanwhile.
 * With the frame, not in a chunk of its own: after a deploy the old build's chunks may be gone.
 */
import { reloadPage, useDeployStore } from '../../platform/deploy/deploy-store';
import { useMessages } from '../../platform/i18n/messages';
import { frameWords } from './frame-messages';
import { ActionNotice } from '../../ui/action-notice';

export function UpdatePrompt() {
  const offered = useDeployStore((state) => state.offered);
  const words = useMessages(frameWords);
  if (!offered) return null;
  return (
    <ActionNotice at="float" action={words.reload} onAction={reloadPage} testId="update-prompt">
      {words.newVersion}
    </ActionNotice>
  );
}

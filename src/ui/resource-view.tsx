/**
 * The one switch between a resource's four faces: a skeleton while the first
 * load is on its way, the error state with a retry when it failed (the not-found state with a
 * way back when the server said the thing does not exist), the empty state when the
 * answer holds nothing, the content otherwise — with a "上次更新 HH:mm" note above it while the
 * content is a copy from an earlier visit that no fresh answer has confirmed yet. The faces of a
 * resource that is never empty nor missing are ResourceContent's (resource-content.tsx).
 */
import type { ReactNode } from 'react';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import { EmptyState } from './empty-state';
import { NotFoundState } from './not-found-state';
import { ResourceContent, type ResourceFaces } from './resource-content';

interface ResourceViewProps {
  resource: ResourceFaces;
  /**
   * The answer holds nothing to show. Default: a list with no items is empty; one thing (a team, a
   * player, a tip) never is.
   */
  isEmpty?: boolean;
  /** Renders the content (only called when there is content). */
  children: () => ReactNode;
  onRetry: () => void;
  /** Default: five skeleton rows. */
  skeleton?: ReactNode;
  /** Default: '暂无数据'. */
  empty?: ReactNode;
  errorTitle?: string;
  /** The not-found face's way back; '内容不存在' and a hint are its default words. */
  onBack?: () => void;
  notFoundTitle?: string;
}

export function ResourceView({
  resource,
  isEmpty = Array.isArray(resource.data) && resource.data.length === 0,
  children,
  onRetry,
  skeleton,
  empty,
  errorTitle,
  onBack,
  notFoundTitle,
}: ResourceViewProps) {
  const copy = useMessages(uiWords);
  if (resource.status === 'failed' && resource.notFound) return <NotFoundState title={notFoundTitle} onBack={onBack} />;
  return (
    <ResourceContent resource={resource} onRetry={onRetry} skeleton={skeleton} errorTitle={errorTitle}>
      {() => (isEmpty ? (empty ?? <EmptyState title={copy.empty} />) : children())}
    </ResourceContent>
  );
}

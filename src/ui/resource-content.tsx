/**
 * A resource that is never empty nor missing (the anchor home's anchor list): a skeleton while
 * the first load is on its way, the error state with a retry when it failed, the content
 * otherwise — with a "上次更新 HH:mm" note above it while the content is a copy from an earlier
 * visit that no fresh answer has confirmed yet. ResourceView (resource-view.tsx) adds the empty
 * and not-found faces; without them a first screen does not load their pieces.
 */
import type { ReactNode } from 'react';
import type { LoadStatus } from '../lib/load-status';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import { ErrorState } from './error-state';
import { LastSeenNote } from './last-seen-note';
import { SkeletonList } from './skeleton';

export interface ResourceFaces {
  status: LoadStatus;
  /** The content is last-seen data (platform/store/resource). */
  stale?: boolean;
  /** When the content was received. */
  updatedAt?: number | null;
  /** The first load failed because the thing does not exist: the not-found face, not the error. */
  notFound?: boolean;
  /** The content: a list of none is the empty face unless `isEmpty` says otherwise. */
  data?: unknown;
}

interface ResourceContentProps {
  resource: ResourceFaces;
  /** Renders the content (only called when there is content). */
  children: () => ReactNode;
  onRetry: () => void;
  /** Default: five skeleton rows. */
  skeleton?: ReactNode;
  errorTitle?: string;
}

export function ResourceContent({ resource, children, onRetry, skeleton, errorTitle }: ResourceContentProps) {
  const copy = useMessages(uiWords);
  if (resource.status === 'failed') return <ErrorState title={errorTitle ?? copy.loadFailed} onRetry={onRetry} />;
  if (resource.status !== 'ready') return <>{skeleton ?? <SkeletonList label={copy.loading} />}</>;
  return (
    <>
      {resource.stale && resource.updatedAt != null && <LastSeenNote updatedAt={resource.updatedAt} />}
      {children()}
    </>
  );
}

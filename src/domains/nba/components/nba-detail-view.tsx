/**
 * The one thing an NBA sub-page shows (a team, a player) in its four faces: rows of skeleton while
 * it loads, the failure with retry, and when there is no such thing, the way back to /nba (as
 * the page bar's back).
 */
import type { ComponentProps } from 'react';
import { useBack } from '../../../platform/bridge/navigation-context';
import { ResourceView } from '../../../ui/resource-view';
import { SkeletonList } from '../../../ui/skeleton';
import { nbaPaths } from '../nba-paths';

type NbaDetailViewProps = Pick<ComponentProps<typeof ResourceView>, 'resource' | 'onRetry' | 'children'> & {
  notFoundTitle: string;
  skeletonRows: number;
};

export function NbaDetailView({ notFoundTitle, skeletonRows, ...view }: NbaDetailViewProps) {
  return (
    <ResourceView
      {...view}
      onBack={useBack(nbaPaths.home())}
      notFoundTitle={notFoundTitle}
      skeleton={<SkeletonList rows={skeletonRows} />}
    />
  );
}

/**
 * A tournament's 小组积分 tab as a chunk of its own (the group tables, each team's outlook and the
 * rules that work it out, ~4 KB gzip), asked for at the tab's first tap: the topic page opens on
 * 赛程, which never needs it. While it loads the tab shows the tables' own skeleton; a failed load
 * offers a retry. The chunk has no name: each name is ~25 B more in the first screen's runtime.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { SkeletonList } from '../../../ui/skeleton';
import type { Tournament } from '../football-paths';
import type { GroupTables } from './group-tables';

type GroupTablesModule = { GroupTables: typeof GroupTables };
const loadGroupTables = (): Promise<GroupTablesModule> => import('./group-tables');

/** Kept once arrived: the tab shown again renders at once. */
let arrived: GroupTablesModule | null = null;

export function LazyGroupTables({ tournament }: { tournament: Tournament }) {
  const [chunk, setChunk] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; module: GroupTablesModule }>(
    () => (arrived ? { status: 'ready', module: arrived } : { status: 'loading' }),
  );
  const load = useCallback(() => {
    setChunk({ status: 'loading' });
    loadGroupTables().then(
      (module) => {
        arrived = module;
        startTransition(() => setChunk({ status: 'ready', module }));
      },
      () => setChunk({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    if (!arrived) load();
  }, [load]);

  if (chunk.status === 'ready') return <chunk.module.GroupTables tournament={tournament} />;
  if (chunk.status === 'failed') return <ErrorState onRetry={load} />;
  return <SkeletonList rows={8} avatar={false} lines={1} />;
}

/**
 * A report can be on screen in several places at once — a ranking list, a bettor's record, the
 * 近期 or 历史 list — and so can a bettor. These change every copy, and only the containers that
 * hold one (the rest of the state keeps its identity, so nothing else re-renders).
 */
import { VoteStatus, type BettingReport, type RankingEntry, type UserTitleInfo } from '../../../contracts/ranking';
import type { VoteCounts } from '../rules/votes';
import type { BetFeed, BoardList, BettorRecord, RankingState } from './initial-state';
import type { Resource } from '../../../platform/store/resource';

type ReportUpdate = (report: BettingReport) => BettingReport;

function mapReports(reports: BettingReport[], reportId: number, update: ReportUpdate): BettingReport[] {
  return reports.some((report) => report.id === reportId)
    ? reports.map((report) => (report.id === reportId ? update(report) : report))
    : reports;
}

function mapRecord<T extends object>(
  record: Readonly<Record<string, T>>,
  update: (value: T) => T,
): Readonly<Record<string, T>> | null {
  let changed = false;
  const next: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    const updated = update(value);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return changed ? next : null;
}

function updateResource<T>(resource: Resource<T>, update: (data: T) => T): Resource<T> {
  if (resource.data === null) return resource;
  const data = update(resource.data);
  return data === resource.data ? resource : { ...resource, data };
}

function updateEntries(entries: RankingEntry[], update: (entry: RankingEntry) => RankingEntry): RankingEntry[] {
  let changed = false;
  const next = entries.map((entry) => {
    const updated = update(entry);
    if (updated !== entry) changed = true;
    return updated;
  });
  return changed ? next : entries;
}

/** Every copy of one report changed by `update`. */
export function patchReport(state: RankingState, reportId: number, update: ReportUpdate): Partial<RankingState> {
  const patch: Partial<RankingState> = {};
  const lists = mapRecord<Resource<BoardList>>(state.lists, (resource) =>
    updateResource(resource, (list) => {
      const entries = updateEntries(list.entries, (entry) => {
        const reports = mapReports(entry.bettingReportList, reportId, update);
        return reports === entry.bettingReportList ? entry : { ...entry, bettingReportList: reports };
      });
      return entries === list.entries ? list : { ...list, entries };
    }),
  );
  if (lists) patch.lists = lists;
  const records = mapRecord<Resource<BettorRecord>>(state.records, (resource) =>
    updateResource(resource, (record) => {
      const bets = mapReports(record.bets, reportId, update);
      return bets === record.bets ? record : { ...record, bets };
    }),
  );
  if (records) patch.records = records;
  const feeds = mapRecord<BetFeed>(state.feeds, (feed) => {
    const list = mapReports(feed.list, reportId, update);
    return list === feed.list ? feed : { ...feed, list };
  });
  if (feeds) patch.feeds = feeds;
  return patch;
}

export const withCounts =
  (counts: VoteCounts): ReportUpdate =>
  (report) => ({ ...report, ...counts });

/** The counts and vote of the first copy of a report found. */
export function findReport(state: RankingState, reportId: number): BettingReport | undefined {
  for (const resource of Object.values(state.lists)) {
    for (const entry of resource.data?.entries ?? []) {
      const found = entry.bettingReportList.find((report) => report.id === reportId);
      if (found) return found;
    }
  }
  for (const resource of Object.values(state.records)) {
    const found = resource.data?.bets.find((report) => report.id === reportId);
    if (found) return found;
  }
  for (const feed of Object.values(state.feeds)) {
    const found = feed.list.find((report) => report.id === reportId);
    if (found) return found;
  }
  return undefined;
}

/** Every copy of one bettor: its entries in the lists (their follow-bet count) and its records' `userTitle`. */
export function patchBettor(
  state: RankingState,
  userId: number,
  follow: Pick<UserTitleInfo, 'isFollowBet' | 'followBetCount'>,
): Partial<RankingState> {
  const patch: Partial<RankingState> = {};
  const lists = mapRecord<Resource<BoardList>>(state.lists, (resource) =>
    updateResource(resource, (list) => {
      const entries = updateEntries(list.entries, (entry) =>
        entry.userId === userId && entry.followBetCount !== follow.followBetCount
          ? { ...entry, followBetCount: follow.followBetCount }
          : entry,
      );
      return entries === list.entries ? list : { ...list, entries };
    }),
  );
  if (lists) patch.lists = lists;
  const records = mapRecord<Resource<BettorRecord>>(state.records, (resource) =>
    updateResource(resource, (record) =>
      record.userTitle.userId === userId ? { ...record, userTitle: { ...record.userTitle, ...follow } } : record,
    ),
  );
  if (records) patch.records = records;
  return patch;
}

/** Entries without the logged-in user's votes: for copies kept on the device, and at logout. */
export function withoutUserVotes(entries: RankingEntry[]): RankingEntry[] {
  return updateEntries(entries, (entry) =>
    entry.bettingReportList.some((report) => report.voteStatus !== VoteStatus.None)
      ? {
          ...entry,
          bettingReportList: entry.bettingReportList.map((report) =>
            report.voteStatus === VoteStatus.None ? report : { ...report, voteStatus: VoteStatus.None },
          ),
        }
      : entry,
  );
}

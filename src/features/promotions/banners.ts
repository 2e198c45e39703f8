/**
 * Banners. An images row holds comma-separated file ids: one banner per
 * image. actionType 4 jumps to an anchor (actionContent is JSON with hostId and matchId); such
 * a banner is dropped unless the streamer is in the anchor list with that match scheduled. Other
 * rows link to actionContent when it is a path or an address. A row's `type` gives the typed
 * banners their own tap (docs/pages.md, promotions): red opens its room's envelope, gain the gold
 * page, attention a follow prompt; a pop is not in the strip but a dialog once a day. A malformed
 * row (bad JSON, missing ids, no image) is dropped and reported, never thrown.
 */
import type { Streamer } from '../../contracts/anchors';
import { BannerType, type ConfigImage } from '../../contracts/system';
import { report as reportToMonitor, type MonitorEvent } from '../../platform/feedback/monitor';

export const BannerActionType = { Anchor: 4 } as const;

/** Whom an attention banner asks the user to follow. */
export type FollowTarget = { kind: 'streamer'; hostId: number } | { kind: 'expert'; professorId: number };

export type BannerAction =
  | { kind: 'anchor'; hostId: number; matchId: number }
  | { kind: 'link'; target: string }
  | { kind: 'none' }
  /** Red: the room whose red envelope it announces, opened on the envelope. */
  | { kind: 'envelope'; hostId: number }
  /** Gain: the gold page. */
  | { kind: 'gold' }
  /** Attention: a follow prompt. */
  | { kind: 'follow'; target: FollowTarget };

export interface Banner {
  /** Unique per image: `<row id>-<image index>`. */
  key: string;
  /** The row's id: a pop's once-a-day mark names it. */
  rowId: number;
  imageId: string;
  title: string;
  /** A pop is shown as a dialog at most once a day, never in the strip. */
  pop: boolean;
  action: BannerAction;
}

export type Reporter = (event: MonitorEvent) => void;

const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const toId = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** actionContent's ids (`hostId`, `matchId`, `professorId`), or null (reported) when it is not a JSON object. */
function contentIds(row: ConfigImage, report: Reporter): Record<string, unknown> | null {
  let content: unknown;
  try {
    content = JSON.parse(row.actionContent);
  } catch {
    content = null;
  }
  if (typeof content !== 'object' || content === null) {
    report({
      code: 'malformed-banner',
      message: `banner ${row.id}: actionContent is not JSON`,
      detail: { id: row.id },
    });
    return null;
  }
  const ids = content as Record<string, unknown>;
  return { hostId: toId(ids.hostId), matchId: toId(ids.matchId), professorId: toId(ids.professorId) };
}

function missing(row: ConfigImage, report: Reporter, needs: string): null {
  report({
    code: 'malformed-banner',
    message: `banner ${row.id}: actionContent needs ${needs}`,
    detail: { id: row.id },
  });
  return null;
}

function anchorAction(row: ConfigImage, report: Reporter): BannerAction | null {
  const ids = contentIds(row, report);
  if (!ids) return null;
  const { hostId, matchId } = ids;
  if (!isPositiveId(hostId) || !isPositiveId(matchId)) return missing(row, report, 'hostId and matchId');
  return { kind: 'anchor', hostId, matchId };
}

function linkAction(row: ConfigImage): BannerAction {
  const target = row.actionContent.trim();
  return target.startsWith('/') || /^https?:\/\//.test(target) ? { kind: 'link', target } : { kind: 'none' };
}

/** The tap of a row: its type's, else its actionType's; null when the row cannot say it. */
function actionOf(row: ConfigImage, report: Reporter): BannerAction | null {
  switch (row.type) {
    case BannerType.Red: {
      const ids = contentIds(row, report);
      if (!ids) return null;
      return isPositiveId(ids.hostId) ? { kind: 'envelope', hostId: ids.hostId } : missing(row, report, 'hostId');
    }
    case BannerType.Gain:
      return { kind: 'gold' };
    case BannerType.Attention: {
      const ids = contentIds(row, report);
      if (!ids) return null;
      if (isPositiveId(ids.hostId)) return { kind: 'follow', target: { kind: 'streamer', hostId: ids.hostId } };
      if (isPositiveId(ids.professorId))
        return { kind: 'follow', target: { kind: 'expert', professorId: ids.professorId } };
      return missing(row, report, 'hostId or professorId');
    }
    default:
      // Plain banners and pops: what a tap does is the row's actionType.
      return row.actionType === BannerActionType.Anchor ? anchorAction(row, report) : linkAction(row);
  }
}

/** One banner per image of each row, rows in their `sort` order; malformed rows dropped and reported. */
export function toBanners(rows: readonly ConfigImage[], report: Reporter = reportToMonitor): Banner[] {
  const banners: Banner[] = [];
  for (const row of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const images = row.images
      .split(',')
      .map((image) => image.trim())
      .filter((image) => image !== '');
    if (images.length === 0) {
      report({ code: 'malformed-banner', message: `banner ${row.id}: no image`, detail: { id: row.id } });
      continue;
    }
    const action = actionOf(row, report);
    if (!action) continue;
    const pop = row.type === BannerType.Pop;
    images.forEach((imageId, index) =>
      banners.push({ key: `${row.id}-${index}`, rowId: row.id, imageId, title: row.title, pop, action }),
    );
  }
  return banners;
}

/** `hostId:matchId` of every match a streamer of the list has scheduled. */
export function scheduledPairs(streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[]): Set<string> {
  return new Set(
    streamers.flatMap((streamer) => streamer.liveSchedule.map((entry) => `${streamer.id}:${entry.matchId}`)),
  );
}

/** Anchor banners only for a streamer of the (displayed) anchor list that has the match scheduled. */
export function keepReachableBanners(
  banners: readonly Banner[],
  streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[] | ReadonlySet<string>,
): Banner[] {
  const scheduled =
    streamers instanceof Set
      ? streamers
      : scheduledPairs(streamers as readonly Pick<Streamer, 'id' | 'liveSchedule'>[]);
  return banners.filter(
    (banner) => banner.action.kind !== 'anchor' || scheduled.has(`${banner.action.hostId}:${banner.action.matchId}`),
  );
}

/** The strip's banners and the pops, apart. */
export function splitPops(banners: readonly Banner[]): { strip: Banner[]; pops: Banner[] } {
  return { strip: banners.filter((banner) => !banner.pop), pops: banners.filter((banner) => banner.pop) };
}

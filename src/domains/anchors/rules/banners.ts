/**
 * Banners. An images row holds comma-separated file ids: one banner per
 * image. actionType 4 jumps to an anchor (actionContent is JSON with hostId and matchId); such
 * a banner is dropped unless the streamer is in the anchor list with that match scheduled. Other
 * rows link to actionContent when it is a path or an address. A malformed row (bad JSON,
 * missing ids, no image) is dropped and reported, never thrown.
 */
import type { Streamer } from '../../../contracts/anchors';
import { BannerCategory, type ConfigImage } from '../../../contracts/system';
import { report as reportToMonitor, type MonitorEvent } from '../../../platform/feedback/monitor';

export const BannerActionType = { Anchor: 4 } as const;

export type BannerAction =
  { kind: 'anchor'; hostId: number; matchId: number } | { kind: 'link'; target: string } | { kind: 'none' };

export interface Banner {
  /** Unique per image: `<row id>-<image index>`. */
  key: string;
  imageId: string;
  title: string;
  action: BannerAction;
}

export type Reporter = (event: MonitorEvent) => void;

/**
 * The banner category of the anchor home per platform (3030x for the
 * anchor pages: 30301 on the web, 30304 in the app), and the anchor background (30306).
 */
export function anchorBannerCategory(platform: 'web' | 'app'): number {
  return platform === 'app' ? (BannerCategory.app[0] ?? 30304) : 30301;
}
export const ANCHOR_BACKGROUND_CATEGORY: number = BannerCategory.anchorBackground;

const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const toId = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

function anchorAction(row: ConfigImage, report: Reporter): BannerAction | null {
  let content: unknown;
  try {
    content = JSON.parse(row.actionContent);
  } catch {
    report({
      code: 'malformed-banner',
      message: `banner ${row.id}: actionContent is not JSON`,
      detail: { id: row.id },
    });
    return null;
  }
  const hostId = toId(
    typeof content === 'object' && content !== null ? (content as Record<string, unknown>).hostId : undefined,
  );
  const matchId = toId(
    typeof content === 'object' && content !== null ? (content as Record<string, unknown>).matchId : undefined,
  );
  if (!isPositiveId(hostId) || !isPositiveId(matchId)) {
    report({
      code: 'malformed-banner',
      message: `banner ${row.id}: actionContent needs hostId and matchId`,
      detail: { id: row.id },
    });
    return null;
  }
  return { kind: 'anchor', hostId, matchId };
}

function linkAction(row: ConfigImage): BannerAction {
  const target = row.actionContent.trim();
  return target.startsWith('/') || /^https?:\/\//.test(target) ? { kind: 'link', target } : { kind: 'none' };
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
    const action = row.actionType === BannerActionType.Anchor ? anchorAction(row, report) : linkAction(row);
    if (!action) continue;
    images.forEach((imageId, index) => banners.push({ key: `${row.id}-${index}`, imageId, title: row.title, action }));
  }
  return banners;
}

/** Anchor banners only for a streamer of the (displayed) anchor list that has the match scheduled. */
export function keepReachableBanners(
  banners: readonly Banner[],
  streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[],
): Banner[] {
  const scheduled = new Set(streamers.flatMap((streamer) => streamer.liveSchedule.map((entry) => `${streamer.id}:${entry.matchId}`)));
  return banners.filter(
    (banner) => banner.action.kind !== 'anchor' || scheduled.has(`${banner.action.hostId}:${banner.action.matchId}`),
  );
}

/** The banners the anchor home shows. */
export const anchorBanners = (
  rows: readonly ConfigImage[],
  streamers: readonly Pick<Streamer, 'id' | 'liveSchedule'>[],
  report?: Reporter,
): Banner[] => keepReachableBanners(toBanners(rows, report), streamers);

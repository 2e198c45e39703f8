/**
 * Rows of the images query (banners and the anchor-page background) per category of
 * BannerCategory. Deterministic per category (and, for anchor rows, per state
 * of the world). Anchor-jump rows (actionType 4) point at a host and a match it streams, taken
 * from the seeded world by the anchors module (`setAnchorBannerTargets`), so that the client's
 * filter (anchor banners need the host in the anchor list with that match scheduled)
 * keeps them; without the anchors module they carry plausible random ids.
 */
import { BannerCategory, type ConfigImage } from '../../../src/contracts/system';
import { fileId } from '../files/file-names';
import { intBetween, pickRandom, seededRandom } from '../seed';

/** Banner action types: 1 none or a link in actionContent, 4 jump to an anchor's live room. */
export const BannerAction = { Link: 1, Anchor: 4 } as const;

const LINK_TITLES = [
  '新赛季开幕 一起为主队加油',
  '专家推荐 每日精选方案',
  '金币商城 好礼兑不停',
  '新人专享 注册即送金币',
  '篮球之夜 全场高清直播',
  '五大联赛 赛程积分一手掌握',
  '世界杯预选赛 国足出征',
  '欧冠淘汰赛 巅峰对决',
];
const ANCHOR_TITLES = [
  '英超焦点战 主播陪你看',
  '西甲国家德比 名嘴解说',
  'NBA常规赛 湖人对勇士',
  '意甲米兰德比 今晚直播',
  '德甲榜首大战 全程直播',
  'CBA季后赛 激情开打',
];
/** Link banners lead to the app's own pages (the tabs and the gold document). */
const LINKS = ['', '/gold-document', '/user-ranking', '/news', '/five-leagues'];

/** Where an anchor-jump banner leads: `actionContent` is this as JSON. */
export interface AnchorBannerTarget {
  hostId: number;
  matchId: number;
  /** A title naming the match and host (no comma: it is drawn on the image). */
  title?: string;
}

type AnchorTargetSource = () => readonly AnchorBannerTarget[];

// The images call has no access to the world; the anchors module (which has it) registers a
// source when it is registered. One server per process in practice: the latest one wins.
let anchorTargetSource: AnchorTargetSource | null = null;

/** Registers (or with null removes) where anchor banners find their targets. */
export function setAnchorBannerTargets(source: AnchorTargetSource | null): void {
  anchorTargetSource = source;
}

/** Every category the client asks for. */
export const IMAGE_CATEGORIES: readonly number[] = [
  ...new Set<number>([...BannerCategory.web, ...BannerCategory.app, ...BannerCategory.common]),
];

export function imagesOf(categoryId: number): ConfigImage[] {
  if (!IMAGE_CATEGORIES.includes(categoryId)) return [];
  const random = seededRandom(`images:${categoryId}`);

  if (categoryId === BannerCategory.anchorBackground) {
    return [1, 2, 3].map((index) => ({
      id: categoryId * 100 + index,
      categoryId,
      title: `主播间背景 ${index}`,
      images: fileId('anchor-bg', `${categoryId}_${index}`),
      actionType: BannerAction.Link,
      actionContent: '',
      sort: index,
    }));
  }

  const count = intBetween(random, 3, 5);
  let targets: readonly AnchorBannerTarget[] | undefined;
  // Asked only when a row needs one: banners without anchor rows never build the world.
  const targetsNow = () => (targets ??= anchorTargetSource?.() ?? []);
  return Array.from({ length: count }, (_, index): ConfigImage => {
    const anchor = index % 2 === 1 && random() < 0.8;
    const picked = pickRandom(anchor ? ANCHOR_TITLES : LINK_TITLES, random);
    const pictures = random() < 0.25 ? intBetween(random, 2, 3) : 1;
    // The same draws whatever the world holds, so the other rows do not depend on it.
    const fallback: AnchorBannerTarget | undefined = anchor
      ? { hostId: intBetween(random, 100_001, 100_060), matchId: intBetween(random, 4_100_000, 4_199_999) }
      : undefined;
    const link = anchor ? '' : pickRandom(LINKS, random);
    const known = fallback ? targetsNow() : [];
    const target = fallback && known.length > 0 ? known[(fallback.hostId + index) % known.length]! : fallback;
    const title = target?.title ?? picked;
    const images = Array.from({ length: pictures }, (_, picture) =>
      fileId('banner', `${categoryId}_${index + 1}${picture > 0 ? `_${picture + 1}` : ''}`, title),
    ).join(',');
    const actionContent = target ? JSON.stringify({ hostId: target.hostId, matchId: target.matchId }) : link;
    return {
      id: categoryId * 100 + index + 1,
      categoryId,
      title,
      images,
      actionType: anchor ? BannerAction.Anchor : BannerAction.Link,
      actionContent,
      sort: index + 1,
    };
  });
}

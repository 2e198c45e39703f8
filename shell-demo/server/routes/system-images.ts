/**
 * Rows of the images query (banners and the anchor-page background) per category of
 * BannerCategory. Deterministic per category (and, for anchor rows, per state
 * of the world). Anchor-jump rows (actionType 4) point at a host and a match it streams, taken
 * from the seeded world by the anchors module (`setAnchorBannerTargets`), so that the client's
 * filter (anchor banners need the host in the anchor list with that match scheduled)
 * keeps them; without the anchors module they carry plausible random ids.
 */
import { BannerCategory, BannerType, type ConfigImage } from '../../../src/contracts/system';
import { fileId } from '../files/file-names';
import { intBetween, pickRandom, seededRandom } from '../seed';
import { EXPERT_ID_BASE, HOST_ID_BASE } from '../world/ids';

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
      type: 0,
    }));
  }

  const count = intBetween(random, 3, 5);
  let targets: readonly AnchorBannerTarget[] | undefined;
  // Asked only when a row needs one: banners without anchor rows never build the world.
  const targetsNow = () => (targets ??= anchorTargetSource?.() ?? []);
  const plain = Array.from({ length: count }, (_, index): ConfigImage => {
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
      type: 0,
    };
  });
  return [...plain, ...typedRows(categoryId, count)];
}

/**
 * The typed banners after the plain ones (docs/pages.md, promotions): red names a room with an
 * envelope, gain the gold page, attention a streamer on the anchor categories (303xx) and an
 * expert elsewhere; pop (a link shown as a dialog) only in POP_CATEGORY.
 */
/** The web's anchor download page and the app's room. */
export const POP_CATEGORY = 30305;

function typedRows(categoryId: number, after: number): ConfigImage[] {
  // A streamer of the world, without building it (the banner calls stay light).
  const hostId = HOST_ID_BASE + (categoryId % 10);
  const anchorFamily = Math.floor(categoryId / 100) === 303;
  const rows: Omit<ConfigImage, 'id' | 'categoryId' | 'images' | 'sort'>[] = [
    {
      type: BannerType.Red,
      title: '主播发红包 进房间抢',
      actionType: BannerAction.Link,
      actionContent: JSON.stringify({ hostId }),
    },
    { type: BannerType.Gain, title: '金币福利 天天领', actionType: BannerAction.Link, actionContent: '' },
    // One pop in the world, where few journeys pass: a dialog over every page would stand in
    // every end-to-end walk's way.
    ...(categoryId === POP_CATEGORY
      ? [
          {
            type: BannerType.Pop,
            title: '今日福利 盈利榜等你来',
            actionType: BannerAction.Link,
            actionContent: '/user-ranking',
          },
        ]
      : []),
    {
      type: BannerType.Attention,
      title: anchorFamily ? '关注主播 开播早知道' : '关注专家 方案早知道',
      actionType: BannerAction.Link,
      actionContent: JSON.stringify(anchorFamily ? { hostId } : { professorId: EXPERT_ID_BASE + (categoryId % 7) }),
    },
  ];
  return rows.map((row, index) => {
    const place = after + index + 1;
    return {
      ...row,
      id: categoryId * 100 + place,
      categoryId,
      images: fileId('banner', `${categoryId}_${place}`, row.title),
      sort: place,
    };
  });
}

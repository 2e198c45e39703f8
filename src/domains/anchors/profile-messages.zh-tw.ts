import type { LocaleMessages } from '../../platform/i18n/messages';
import type { profileMessages } from './profile-messages.zh-cn';

export default {
  allAnchorsTitle: '全部主播',
  weekRankTitle: '主播週榜',
  anchorImageTitle: '主播資料',
  anchorsFilterLabel: '主播篩選',
  filterAll: '全部',
  filterLive: '直播中',
  ageUnknown: '年齡保密',
  age: (years: number) => `${years}歲`,
  introduction: '主播簡介',
  noIntroduction: '這個主播很低調，還沒有簡介',
  enterRoom: '進入直播間',
  rankLabel: (rank: number) => `第${rank}名`,
  noRank: '暫無排行資料',
  fullRank: '完整週榜',
} satisfies LocaleMessages<typeof profileMessages>;

/** The download pages' words in the locales loaded when chosen (download-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import type { downloadMessages } from './download-messages.zh-cn';

export default traditionalAndEnglish<typeof downloadMessages>({
  traditional: {
    sportApp: {
      title: '體育資訊 App',
      tagline: '看球、看數據、看專家，一個 App 就夠了',
      features: [
        { title: '主播直播', text: '五大聯賽、NBA 熱門賽事主播陪看，高畫質流暢' },
        { title: '專家爆料', text: '認證專家賽前分析，命中率、連紅一目了然' },
        { title: '盈利榜單', text: '跟隨高手思路，每週盈利排行即時更新' },
        { title: '賽事數據', text: '賽程、積分、陣容、球員數據一站查詢' },
      ],
    },
    anchorApp: {
      title: '主播端 App',
      tagline: '成為體育主播，和球迷一起看比賽',
      features: [
        { title: '一鍵開播', text: '手機即可開播，綁定賽事自動推薦給球迷' },
        { title: '粉絲互動', text: '彈幕、按讚、動態，和粉絲一起看球' },
        { title: '週榜激勵', text: '主播週榜排名，人氣越高曝光越多' },
      ],
    },
    logo: '體',
    ios: 'iPhone 版下載',
    android: 'Android 版下載',
    inApp: '您正在使用 App，已是最新體驗',
    linkUnavailable: '下載連結暫不可用',
  },
  // Hong Kong reads Taiwan's Traditional words but for these.
  hongKong: {
    inApp: '你正在使用 App，已是最新體驗',
    linkUnavailable: '下載連結暫時未能使用',
  },
  en: {
    sportApp: {
      title: 'Sports App',
      tagline: 'Matches, data and experts: one app does it all',
      features: [
        { title: 'Live with streamers', text: 'Watch the top five leagues and the NBA with streamers, in HD' },
        { title: 'Expert tips', text: 'Certified experts before kick-off, with their hit rates and streaks' },
        { title: 'Profit rankings', text: "Follow the best: each week's profit ranking, updated live" },
        { title: 'Match data', text: 'Fixtures, tables, line-ups and player stats in one place' },
      ],
    },
    anchorApp: {
      title: 'Streamer App',
      tagline: 'Become a sports streamer and watch with the fans',
      features: [
        { title: 'Go live in a tap', text: 'Stream from your phone; link a match and fans find you' },
        { title: 'Fan interaction', text: 'Danmaku, likes and moments: watch together with your fans' },
        { title: 'Weekly rewards', text: 'The weekly streamer ranking: more popular, more exposure' },
      ],
    },
    logo: 'S',
    ios: 'Download for iPhone',
    android: 'Download for Android',
    inApp: 'You are using the app: it is the latest version',
    linkUnavailable: 'Download link unavailable for now',
  },
});

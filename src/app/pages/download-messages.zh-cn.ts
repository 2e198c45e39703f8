/** The download pages' words in zh-CN, shipped with them: the shape the other locales are typed against. */
export const downloadMessages = {
  sportApp: {
    title: '体育资讯 App',
    tagline: '看球、看数据、看专家，一个 App 就够了',
    features: [
      { title: '主播直播', text: '五大联赛、NBA 热门赛事主播陪看，高清流畅' },
      { title: '专家爆料', text: '认证专家赛前分析，命中率、连红一目了然' },
      { title: '盈利榜单', text: '跟随高手思路，每周盈利排行实时更新' },
      { title: '赛事数据', text: '赛程、积分、阵容、球员数据一站查询' },
    ],
  },
  anchorApp: {
    title: '主播端 App',
    tagline: '成为体育主播，和球迷一起看比赛',
    features: [
      { title: '一键开播', text: '手机即可开播，绑定赛事自动推荐给球迷' },
      { title: '粉丝互动', text: '弹幕、点赞、动态，和粉丝一起看球' },
      { title: '周榜激励', text: '主播周榜排名，人气越高曝光越多' },
    ],
  },
  /** The logo's one character (the app's mark, read as a word). */
  logo: '体',
  ios: 'iPhone 版下载',
  android: 'Android 版下载',
  inApp: '您正在使用 App，已是最新体验',
  linkUnavailable: '下载地址暂不可用',
} as const;

/** The moments' words in the locales loaded when chosen (moment-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../platform/i18n/messages';
import { plural } from '../../platform/i18n/plural';
import type { momentMessages } from './moment-messages.zh-cn';

export default traditionalAndEnglish<typeof momentMessages>({
  traditional: {
    momentSortLabel: '動態排序',
    sortNewest: '最新',
    sortMostLiked: '最熱',
    likes: (count: number) => `${count}`,
    likeLabel: (count: number) => `按讚，目前 ${count} 個讚`,
    comments: (count: number) => `${count}則留言`,
    momentPictures: (count: number) => `${count}張圖片`,
    noMoments: '主播還沒有發布動態',
  },
  // Hong Kong reads Taiwan's Traditional words but for these.
  hongKong: {
    likeLabel: (count: number) => `讚好，現時 ${count} 個讚`,
    comments: (count: number) => `${count}條評論`,
  },
  en: {
    momentSortLabel: 'Sort posts',
    sortNewest: 'Newest',
    sortMostLiked: 'Most liked',
    likes: (count: number) => `${count}`,
    likeLabel: (count: number) => `Like, ${plural('en', count, { one: '# like', other: '# likes' })} now`,
    comments: (count: number) => plural('en', count, { one: '# comment', other: '# comments' }),
    momentPictures: (count: number) => plural('en', count, { one: '# picture', other: '# pictures' }),
    noMoments: 'No posts from this streamer yet',
  },
});

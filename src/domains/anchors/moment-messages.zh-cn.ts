/**
 * The moments' words, apart from anchor-messages so that they load with the moment feed's chunk,
 * which the anchor home loads as the moments near the screen. zh-CN's, shipped with it: the shape
 * the other locales are typed against.
 */
export const momentMessages = {
  momentSortLabel: '动态排序',
  sortNewest: '最新',
  sortMostLiked: '最热',
  likes: (count: number) => `${count}`,
  likeLabel: (count: number) => `点赞，当前 ${count} 个赞`,
  comments: (count: number) => `${count}条评论`,
  momentPictures: (count: number) => `${count}张图片`,
  noMoments: '主播还没有发布动态',
} as const;

/** Every word the live player shows or announces. */
export const livePlayerMessages = {
  region: '直播画面',
  loading: '直播加载中',
  unmute: '点击开启声音',
  play: '播放直播',
  fullscreen: '全屏观看',
  pictureInPicture: '画中画',
  leavePictureInPicture: '退出画中画',
  retry: '重试',
  failed: '直播加载失败',
  failedHint: '网络不太给力，请稍后重试',
  unsupported: '当前浏览器无法播放该直播',
  noSource: '主播暂未开播',
  chunkFailed: '播放器加载失败',
} as const;

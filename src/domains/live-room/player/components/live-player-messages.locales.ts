/** The live player's words in the locales loaded when chosen (live-player-messages.zh-cn.ts has zh-CN's). */
import { traditionalAndEnglish } from '../../../../platform/i18n/messages';
import type { livePlayerMessages } from './live-player-messages.zh-cn';

export default traditionalAndEnglish<typeof livePlayerMessages>({
  traditional: {
    region: '直播畫面',
    loading: '直播載入中',
    unmute: '點一下開啟聲音',
    play: '播放直播',
    fullscreen: '全螢幕觀看',
    pictureInPicture: '子母畫面',
    leavePictureInPicture: '退出子母畫面',
    retry: '重試',
    failed: '直播載入失敗',
    failedHint: '網路不太穩定，請稍後重試',
    unsupported: '目前的瀏覽器無法播放這個直播',
    noSource: '主播暫未開播',
    chunkFailed: '播放器載入失敗',
  },
  // Hong Kong says 按此, 全屏, 畫中畫 and 網絡 where Taiwan says 點一下, 全螢幕, 子母畫面 and 網路.
  hongKong: {
    unmute: '按此開啟聲音',
    fullscreen: '全屏觀看',
    pictureInPicture: '畫中畫',
    leavePictureInPicture: '退出畫中畫',
    failedHint: '網絡不太穩定，請稍後重試',
  },
  en: {
    region: 'Live stream',
    loading: 'Loading the stream',
    unmute: 'Tap to unmute',
    play: 'Play the stream',
    fullscreen: 'Full screen',
    pictureInPicture: 'Picture in picture',
    leavePictureInPicture: 'Exit picture in picture',
    retry: 'Retry',
    failed: 'The stream did not load',
    failedHint: 'Network trouble, please try again shortly',
    unsupported: 'This browser cannot play the stream',
    noSource: 'The streamer is offline',
    chunkFailed: 'The player did not load',
  },
});

/** The stream's words in the locales loaded when chosen (stream-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../../platform/i18n/locale';
import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { streamMessages } from './stream-messages.zh-cn';

type StreamWords = LocaleMessages<typeof streamMessages>;

const taiwan: StreamWords = {
  miniPlayer: '直播小視窗',
  backToRoom: (name: string) => `回到${name}的直播間`,
  close: '關閉小視窗',
  mute: '靜音',
  unmute: '開啟聲音',
  dataSaver: '省流量模式',
  dataSaverShort: '省流量',
  autoPlay: '自動播放',
  autoPlayState: (on: boolean) => (on ? '自動播放 開' : '自動播放 關'),
  slowNetwork: '網路較慢，切換到省流量模式',
  switchToDataSaver: '切換',
  recovered: '網路已恢復，切回影片',
  backToVideo: '切回影片',
  dismiss: '關閉提示',
  dataSaverHint: '已停止影片下載，比分和比賽事件即時更新',
  textLive: '文字直播',
  noEvents: '比賽事件會在這裡即時出現',
  goal: (team: string) => `${team} 進球`,
  kickOff: '比賽開始',
};

export default {
  'zh-TW': taiwan,
  // Hong Kong saves 數據 (data) on a 網絡, and a goal is 入球.
  'zh-HK': {
    ...taiwan,
    miniPlayer: '直播小窗',
    close: '關閉小窗',
    dataSaver: '慳數據模式',
    dataSaverShort: '慳數據',
    slowNetwork: '網絡較慢，轉用慳數據模式',
    recovered: '網絡已恢復，切回影片',
    goal: (team: string) => `${team} 入球`,
  },
  en: {
    miniPlayer: 'Mini player',
    backToRoom: (name: string) => `Back to ${name}'s room`,
    close: 'Close the mini player',
    mute: 'Mute',
    unmute: 'Unmute',
    dataSaver: 'Data saver',
    dataSaverShort: 'Saver',
    autoPlay: 'Autoplay',
    autoPlayState: (on: boolean) => (on ? 'Autoplay on' : 'Autoplay off'),
    slowNetwork: 'Slow network: switch to data saver',
    switchToDataSaver: 'Switch',
    recovered: 'The network is back: return to video',
    backToVideo: 'Back to video',
    dismiss: 'Dismiss',
    dataSaverHint: 'Video paused to save data; the score and events still update live',
    textLive: 'Text commentary',
    noEvents: 'Match events appear here as they happen',
    goal: (team: string) => `Goal! ${team}`,
    kickOff: 'Kick-off',
  },
} satisfies Record<LoadedLocale, StreamWords>;

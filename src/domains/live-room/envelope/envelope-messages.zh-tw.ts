import type { LocaleMessages } from '../../../platform/i18n/messages';
import type { envelopeMessages } from './envelope-messages.zh-cn';

export default {
  open: (amount: string) => `打開紅包，總額 ${amount}`,
  title: '直播間紅包',
  prize: (winners: number) => `${winners} 人瓜分`,
  drawIn: '距開獎 ',
  conditions: '參與條件',
  done: '已完成',
  goChat: '去發言',
  enter: '參與抽獎',
  entering: '參與中…',
  loginToEnter: '登入後參與',
  finishConditions: '完成條件後參與',
  entered: '已參與，等待開獎',
  participants: (count: number) => `已有 ${count} 人參與`,
  drawing: '正在開獎…',
  drawingHint: '畫面到達開獎時刻即揭曉',
  won: '中獎',
  wonAmount: (amount: string) => `恭喜搶到 ${amount}`,
  claim: '去領獎審核',
  lost: '未中獎',
  lostHint: '差一點點，下個紅包見',
  ended: '已開獎',
  endedHint: '本輪紅包已開獎，主播開啟新一輪後即可參與',
  enterFailed: '網路不太穩定，請重試',
} satisfies LocaleMessages<typeof envelopeMessages>;

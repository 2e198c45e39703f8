/**
 * The room's red envelope (红包) words in zh-CN, apart from the room's so that they load with
 * the envelope's chunk, not with the room.
 */
export const envelopeMessages = {
  open: (amount: string) => `打开红包，总额 ${amount}`,
  title: '直播间红包',
  prize: (winners: number) => `${winners} 人瓜分`,
  drawIn: '距开奖 ',
  conditions: '参与条件',
  done: '已完成',
  goChat: '去发言',
  enter: '参与抽奖',
  entering: '参与中…',
  loginToEnter: '登录后参与',
  finishConditions: '完成条件后参与',
  entered: '已参与，等待开奖',
  participants: (count: number) => `已有 ${count} 人参与`,
  drawing: '正在开奖…',
  drawingHint: '画面到达开奖时刻即揭晓',
  won: '中奖',
  wonAmount: (amount: string) => `恭喜抢到 ${amount}`,
  claim: '去领奖审核',
  lost: '未中奖',
  lostHint: '差一点点，下个红包见',
  ended: '已开奖',
  endedHint: '本轮红包已开奖，主播开启新一轮后即可参与',
  enterFailed: '网络不太给力，请重试',
} as const;

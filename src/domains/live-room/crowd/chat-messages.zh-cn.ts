/**
 * The live room's chat and 弹幕 words in zh-CN, apart from the room's so that they load with
 * the chat's chunk, not with the room. Nicknames and messages are never part of a template that
 * could be read as markup: components render them as text.
 */
/** The marks that read the same in every locale (a level, a VIP rank, a wait, a share): each locale's words take them. */
export const chatMarks = {
  level: (level: number) => `Lv${level}`,
  vip: (vip: number) => `VIP${vip}`,
  sendIn: (seconds: number) => `${seconds}s`,
  opacityValue: (value: number) => `${Math.round(value * 100)}%`,
};

export const chatMessages = {
  ...chatMarks,
  listLabel: '聊天消息',
  empty: '还没有人说话，来聊两句吧',
  newMessages: (count: number) => `${count > 99 ? '99+' : count} 条新消息`,
  /** A flood's batches show a sample (rules/crowd-thinning.ts). */
  thinned: '消息过多，已精简显示',
  system: '系统',
  lotteryOpen: (amount: number) => `红包来了！总额 ${amount} 元，快来参与`,
  lotteryJoin: '去参与 ›',
  lotteryDraw: (amount: number) => `红包已开奖（总额 ${amount} 元）`,
  sending: '发送中',
  sendFailed: '发送失败',
  retry: '重试',
  mine: '我',

  // The input
  inputLabel: '发送聊天消息',
  placeholder: '说点什么…',
  loginToChat: '登录后参与聊天',
  send: '发送',
  sendInLabel: (seconds: number) => `${seconds} 秒后可发送`,
  emoji: '表情',
  tooLong: (max: number) => `最多 ${max} 个字`,
  lost: '网络异常，消息未发出',

  // Report
  lineActions: '消息操作',
  report: '举报',
  reportTitle: '举报这条消息',
  reported: '举报成功',
  cancel: '取消',

  // 弹幕
  danmaku: '弹幕',
  /** The one-character mark on the 弹幕 switch over the video. */
  danmakuMark: '弹',
  danmakuOn: '关闭弹幕',
  danmakuOff: '开启弹幕',
  danmakuSettings: '弹幕设置',
  opacity: '不透明度',
  speed: '速度',
  fontSize: '字号',
  area: '显示区域',
  speeds: { slow: '慢', normal: '适中', fast: '快' },
  fontSizes: { small: '小', medium: '中', large: '大' },
  areas: { quarter: '1/4', half: '半屏', full: '全屏' },
  done: '完成',
} as const;

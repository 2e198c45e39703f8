/**
 * The words of match alerts, zh-CN's (shipped with the display: the shape the other locales are typed
 * against): the in-app alert and the `./alerts` mount on a host page. Apart from match-messages.ts
 * so that they load with the alerts' late chunk, and from the settings' words
 * (alert-settings-messages.ts), which the display never shows.
 */
import { alertKindWords } from './alert-kinds-messages.zh-cn';

const period = (number: number) => (number > 4 ? `加时${number - 4}` : `第${'一二三四'[number - 1] ?? number}节`);

export const alertMessages = {
  /** An alert's headline by its kind; a quarter's end names its quarter (`periodEnd`). */
  kinds: alertKindWords,
  /** An alert missed while offline or before a reload, told now. */
  late: '稍早',
  /** A streamer-live alert whose streamer the page cannot name. */
  followedStreamer: '你关注的主播',
  /** What a tap on the alert does, for screen readers (a swipe or the wait dismisses it). */
  openHint: '点按查看比赛',
  /** A streamer-live alert's: it opens the streamer's room. */
  openRoomHint: '点按进入直播间',
  /** The period a basketball alert names: 第一节 … 第四节, then 加时1, 加时2 … */
  period,
  /** A quarter-end alert's headline. */
  periodEnd: (number: number) => `${period(number)}结束`,
  /** Who the moment is about, and for which team. */
  actor: (player: string, team: string) => `${player}（${team}）`,
  /** A goal VAR took back: its scorer, or none when the fan was not told of it. */
  cancelled: (scorer: string) => `取消 ${scorer} 的进球`,
  cancelledEarlier: '取消此前的进球',
} as const;

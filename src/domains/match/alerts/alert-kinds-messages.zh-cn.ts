/**
 * What each kind of alert is called in zh-CN: an alert's headline and its setting's label alike.
 * A quarter's end is worded by each apart (the alert names its quarter, the setting says 每节).
 */
import type { MatchAlertKind } from '../../../contracts/match-alerts';

export const alertKindWords = {
  'kick-off': '开赛',
  goal: '进球',
  'red-card': '红牌',
  penalty: '点球',
  'goal-cancelled': '进球取消（VAR）',
  'half-time': '半场',
  'full-time': '完场',
  start: '开赛',
  final: '完场',
  'lead-change': '领先易主',
  'streamer-live': '关注的主播开播',
} satisfies Record<Exclude<MatchAlertKind, 'quarter-end'>, string>;

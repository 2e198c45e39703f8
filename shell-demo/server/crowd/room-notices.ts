/**
 * The room's system lines (kind notice and the red envelope's lines): the welcome when the room
 * comes alive, the notices that come round, the match's moments, an envelope opened and drawn.
 * Match notices keep the crowd's placeholders (crowd-words.ts) and are filled in by the room.
 */
import { CONDITION_TEXT, LOTTERY_OPEN_MS, type Lottery } from './lottery';

export const welcomeNotice = (hostName: string): string =>
  `欢迎来到${hostName}的直播间！文明发言，理性看球，禁止广告和人身攻击。`;

/** Taken in turn every NOTICE_EVERY_MS. */
export const ROOM_NOTICES: readonly string[] = [
  '直播间公告：文明观赛，禁止发布广告、辱骂等违规内容，违者禁言。',
  '温馨提示：主播和官方不会私下联系你，谨防诈骗。',
  '点个关注，主播开播第一时间提醒你。',
];

export type MatchMoment = 'kick-off' | 'goal' | 'break' | 'end';

/** A match moment's notice, with the crowd's placeholders. */
export function matchNotice(moment: MatchMoment, scorer = ''): string {
  switch (moment) {
    case 'kick-off':
      return '比赛开始！{home} vs {away}';
    case 'goal':
      return scorer
        ? '⚽ 进球！{team} {player} {minute}′ {home} {score} {away}'
        : '⚽ 进球！{team} {home} {score} {away}';
    case 'break':
      return '休息时间 {home} {score} {away}';
    case 'end':
      return '全场结束 {home} {score} {away}';
  }
}

export function lotteryOpenText(lottery: Lottery): string {
  const how = lottery.conditions.map((kind) => CONDITION_TEXT[kind] ?? kind).join('并');
  const minutes = Math.round((lottery.drawAt - lottery.openedAt) / 60_000) || Math.round(LOTTERY_OPEN_MS / 60_000);
  return `${lottery.hostName}发了一个 ${lottery.amount} 元红包！${lottery.winnerCount} 人瓜分，${how}即可参与，${minutes} 分钟后开奖`;
}

export function lotteryDrawText(lottery: Lottery): string {
  const names = lottery.winnerNames.join('、');
  return `红包开奖：恭喜 ${names} 等 ${lottery.winnerCount} 人瓜分 ${lottery.amount} 元`;
}

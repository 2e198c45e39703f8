/**
 * What the simulated crowd says, in the words of a Chinese sports room, about the match the room
 * shows: its teams and players, the score, the moment (before kick-off, in play, a goal just now,
 * the break, the end). Placeholders: {home} {away} {team} (one side) {other} (the other side)
 * {player} (of {team}) {score} (home:away) {minute} {winner} {loser} {host}.
 */
import type { Rng } from '../world/random';
import type { RoomPhase } from './rate-model';
import type { RoomTeam } from './room-context';

const ANY: readonly string[] = [
  '主播好',
  '来了来了',
  '签到',
  '666',
  '哈哈哈哈',
  '主播解说不错',
  '今天人好多',
  '前排围观',
  '支持主播',
  '已关注',
  '有人一起看吗',
  '👍👍👍',
  '画质挺清楚',
  '刚来，现在几比几？',
  '{host}今天状态好',
];

const BEFORE: readonly string[] = [
  '还有多久开赛？',
  '今天{home}主场，看好{home}',
  '{away}能爆冷吗',
  '主播预测一下比分',
  '{player}今天首发吗？',
  '坐等开球',
  '{home}对{away}，这场有看头',
  '我猜{team}赢',
  '首发名单出来了吗',
  '{player}最近状态很好',
  '这场{team}必须拿下',
];

const FOOTBALL_PLAY: readonly string[] = [
  '{player}这脚传球可以',
  '{team}控球好多啊',
  '{player}加油！',
  '防守注意点',
  '这球应该给点球吧',
  '裁判今天有点迷',
  '{team}今天踢得好被动',
  '{player}跑得好快',
  '射门啊！',
  '打门啊别传了',
  '{home} {score} {away}',
  '节奏有点慢',
  '{team}换人吧',
  '门将好球！',
  '越位了越位了',
  '角球！',
  '又犯规',
  '该给黄牌',
  '{player}状态不错',
  '中场断球漂亮',
  '{team}的边路太好突了',
  '这球可惜了',
  '差一点！',
  '{minute}分钟了还是{score}',
  '{other}的后防有点乱',
  '{player}带球好稳',
];

const BASKETBALL_PLAY: readonly string[] = [
  '{player}三分！',
  '{player}今天手感火热',
  '篮板啊！',
  '防守呢？',
  '{team}打得好顺',
  '教练叫个暂停吧',
  '这个盖帽漂亮',
  '{player}突破太犀利',
  '罚球都不进',
  '{home} {score} {away}',
  '快攻！',
  '这哨子好紧',
  '{team}轮换有问题',
  '空接！',
  '{player}打铁了',
  '{other}外线太冷了',
  '{player}这个后撤步',
];

const GOAL: readonly string[] = [
  '进了！！',
  '进啦！！！',
  'GOOOOAL',
  '{team}牛！',
  '{player}！！！',
  '{player}太帅了',
  '漂亮！',
  '绝了绝了',
  '卧槽进了',
  '⚽⚽⚽',
  '🔥🔥🔥',
  '{score}！',
  '这球太漂亮了',
  '哈哈哈哈哈哈',
  '{team}威武',
  '门将没反应过来',
  '我就说会进',
  '{other}顶住啊',
  'VAR别吹啊',
  '啊啊啊啊啊',
  '世界波！',
  '太燃了',
];

const FOOTBALL_BREAK: readonly string[] = [
  '中场休息，上个厕所',
  '下半场{team}加油',
  '{score}，下半场还有机会',
  '上半场{team}踢得不错',
  '主播喝口水',
  '下半场{team}该换人了',
];

const BASKETBALL_BREAK: readonly string[] = [
  '节间休息',
  '下一节{team}要打起来',
  '{score}，还早',
  '{player}歇一会儿再上',
];

const ENDED_WIN: readonly string[] = [
  '结束了',
  '{winner}赢了！',
  '主播辛苦了',
  '下一场见',
  '这场值了',
  '恭喜{winner}',
  '{loser}今天不行',
  '散了散了',
];

const ENDED_DRAW: readonly string[] = ['结束了', '平局不亏', '主播辛苦了', '下一场见', '{score}，各取所需', '散了散了'];

const NO_MATCH: readonly string[] = ['主播今天播哪场？', '签到', '晚上好', '等比赛', '主播好', '有比赛吗', '来聊天'];

/** What the crowd knows of the room's moment. */
export interface CrowdMoment {
  phase: RoomPhase;
  sport: 'football' | 'basketball';
  home: RoomTeam | null;
  away: RoomTeam | null;
  homeScore: number;
  awayScore: number;
  minute: number;
  hostName: string;
  /** A goal within the last seconds: which side, and its scorer ('' unknown). */
  goal: { side: 'home' | 'away'; scorer: string } | null;
}

function phrasesOf(moment: CrowdMoment): readonly string[] {
  if (moment.goal) return GOAL;
  switch (moment.phase) {
    case 'no-match':
      return NO_MATCH;
    case 'before':
      return BEFORE;
    case 'playing':
      return moment.sport === 'football' ? FOOTBALL_PLAY : BASKETBALL_PLAY;
    case 'break':
      return moment.sport === 'football' ? FOOTBALL_BREAK : BASKETBALL_BREAK;
    case 'ended':
      return moment.homeScore === moment.awayScore ? ENDED_DRAW : ENDED_WIN;
  }
}

/** One message of the crowd (a fifth of them the small talk of any room). */
export function crowdText(rng: Rng, moment: CrowdMoment): string {
  const phrases = !moment.goal && moment.phase !== 'no-match' && rng.chance(0.2) ? ANY : phrasesOf(moment);
  return fillIn(rng.pick(phrases), rng, moment);
}

/** The placeholders of a phrase filled in from the moment. */
export function fillIn(phrase: string, rng: Rng, moment: CrowdMoment): string {
  const { home, away } = moment;
  const homeName = home?.name ?? '主队';
  const awayName = away?.name ?? '客队';
  const side = moment.goal?.side ?? (rng.chance(0.5) ? 'home' : 'away');
  const team = side === 'home' ? home : away;
  const other = side === 'home' ? away : home;
  const player = moment.goal?.scorer || (team && team.players.length > 0 ? rng.pick(team.players) : '');
  const homeWon = moment.homeScore > moment.awayScore;
  const values: Record<string, string> = {
    home: homeName,
    away: awayName,
    team: team?.name ?? homeName,
    other: other?.name ?? awayName,
    player: player || (team?.name ?? homeName),
    score: `${moment.homeScore}:${moment.awayScore}`,
    minute: String(moment.minute),
    winner: homeWon ? homeName : awayName,
    loser: homeWon ? awayName : homeName,
    host: moment.hostName,
  };
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

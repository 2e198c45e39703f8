/** 文字直播: one Chinese line per notable moment; '' for what is not worth a line. */
import type { CentreDraft, CentreTeam } from './centre-types';

type Teams = { home: CentreTeam; away: CentreTeam };

const teamOf = (event: CentreDraft, teams: Teams) => (event.side === '' ? '' : teams[event.side].shortName);
const score = (event: CentreDraft) => `${event.homeScore}-${event.awayScore}`;

export function footballLine(event: CentreDraft, teams: Teams): string {
  const team = teamOf(event, teams);
  switch (event.kind) {
    case 'period':
      switch (event.detail) {
        case 'kick-off':
          return `比赛开始！${teams.home.shortName}对阵${teams.away.shortName}。`;
        case 'half-time':
          return `上半场结束，比分 ${score(event)}。`;
        case 'second-half':
          return '下半场开始。';
        case 'extra-time':
          return `常规时间战平 ${score(event)}，比赛进入加时赛。`;
        case 'shootout':
          return '加时赛结束，将通过点球大战决出胜负。';
        case 'full-time':
          return `全场比赛结束，比分 ${score(event)}。`;
        default:
          return '';
      }
    case 'goal':
      if (event.detail === 'own-goal')
        return `乌龙球！${event.playerName}不慎将球打进自家球门，${team}得分，比分 ${score(event)}。`;
      if (event.detail === 'penalty') return `点球命中！${team}${event.playerName}一蹴而就，比分 ${score(event)}。`;
      return `球进了！${team}${event.playerName}破门${event.otherName ? `，${event.otherName}助攻` : ''}，比分 ${score(event)}。`;
    case 'shot':
      if (event.detail === 'on-target') return `${team}${event.playerName}射门被${event.otherName || '门将'}扑出。`;
      if (event.detail === 'woodwork') return `${team}${event.playerName}一脚劲射击中门框！`;
      if (event.detail === 'blocked') return `${team}${event.playerName}射门被封堵。`;
      return `${team}${event.playerName}射门偏出。`;
    case 'corner':
      return `${team}获得角球。`;
    case 'card':
      if (event.detail === 'yellow') return `${team}${event.playerName}犯规吃到黄牌。`;
      if (event.detail === 'second-yellow') return `${team}${event.playerName}两黄变一红，被罚下场！`;
      return `红牌！${team}${event.playerName}被直接罚下！`;
    case 'substitution':
      return `${team}换人：${event.playerName}替换${event.otherName}。`;
    case 'var':
      if (event.detail === 'goal-disallowed') return `VAR 介入！${team}的进球被判无效。`;
      if (event.detail === 'penalty-cancelled') return `VAR 改判，取消${team}的点球。`;
      return 'VAR 检查完毕，进球有效。';
    case 'penalty-missed':
      return `点球罚失！${team}${event.playerName}错失良机。`;
    case 'offside':
      return `${team}${event.playerName}越位。`;
    default:
      return '';
  }
}

export function basketballLine(event: CentreDraft, teams: Teams): string {
  const team = teamOf(event, teams);
  switch (event.kind) {
    case 'period':
      if (event.detail === 'start')
        return event.period === 1
          ? `比赛开始，${teams.away.shortName}客场挑战${teams.home.shortName}。`
          : `第${event.period > 4 ? `${event.period - 4}个加时` : `${event.period}节`}开始。`;
      return `第${event.period > 4 ? `${event.period - 4}个加时` : `${event.period}节`}结束，比分 ${event.homeScore}-${event.awayScore}。`;
    case 'score':
      if (event.value === 3)
        return `${team}${event.playerName}命中三分${event.otherName ? `（${event.otherName}助攻）` : ''}，${event.homeScore}-${event.awayScore}。`;
      if (event.value === 1) return `${team}${event.playerName}罚球命中，${event.homeScore}-${event.awayScore}。`;
      return `${team}${event.playerName}两分得手${event.otherName ? `（${event.otherName}助攻）` : ''}，${event.homeScore}-${event.awayScore}。`;
    case 'turnover':
      return event.otherName ? `${event.otherName}抢断${event.playerName}。` : '';
    case 'miss':
      return event.otherName ? `${event.otherName}送出盖帽！` : '';
    case 'timeout':
      return `${team}请求暂停。`;
    case 'technical':
      return `${team}${event.playerName}被吹技术犯规。`;
    case 'substitution':
      return `${team}换人：${event.playerName}换下${event.otherName}。`;
    default:
      return '';
  }
}

/** Taiwan's match centre: 先發, 抄截 and 阻攻, and the penalty from its glossary. */
import { glossaryTw } from '../../../../platform/i18n/glossary/glossary.zh-tw';
import type { LocaleMessages } from '../../../../platform/i18n/messages';
import type { matchCentreMessages } from './match-centre-messages.zh-cn';

export default {
  tabLabel: '賽況',
  sectionsLabel: '賽況內容',
  sections: { events: '事件', stats: '統計', lineups: '陣容', text: '文字直播' },
  sparklineLabel: '比賽勢頭',
  momentumTitle: '進攻勢頭',
  leadTitle: '分差走勢',
  momentumLabel: (home: string, away: string) => `進攻勢頭：上方為${home}，下方為${away}`,
  noEvents: '比賽開始後，這裡會顯示關鍵事件',
  chartWaiting: (chart: string) => `比賽開始後，這裡會顯示${chart}`,
  noText: '暫無文字直播',
  loading: '賽況載入中…',
  failed: '賽況載入失敗',
  retry: '重試',
  delayed: (seconds: number) => `與直播畫面同步（延遲 ${seconds} 秒）`,
  bench: '替補',
  starters: '先發',
  rating: '評分',
  run: (team: string, points: number) => `${team}打出一波 ${points}-0`,
  leadChange: (team: string) => `${team}反超比分`,
  quarterScores: '每節比分',
  stats: {
    possession: '控球率',
    shots: '射門',
    onTarget: '射正',
    corners: '角球',
    fouls: '犯規',
    yellowCards: '黃牌',
    redCards: '紅牌',
    offsides: '越位',
    saves: '撲救',
    fieldGoals: '投籃',
    threes: '三分',
    freeThrows: '罰球',
    rebounds: '籃板',
    assists: '助攻',
    steals: '抄截',
    blocks: '阻攻',
    turnovers: '失誤',
  },
  box: { player: '球員', minutes: '時間', points: '得分', rebounds: '籃板', assists: '助攻', plusMinus: '+/-' },
  varDetail: (detail: string) =>
    detail === 'goal-disallowed'
      ? 'VAR：進球無效'
      : detail === 'penalty-cancelled'
        ? `VAR：取消${glossaryTw.penalty}`
        : 'VAR：進球有效',
  ownGoal: '烏龍球',
  penaltyGoal: glossaryTw.penalty,
  assist: (name: string) => `助攻：${name}`,
  penaltyMissed: `${glossaryTw.penalty}未進`,
  subOn: '換上',
  subOff: '換下',
} satisfies LocaleMessages<typeof matchCentreMessages>;

import { trackerCaption, trackerClock, trackerZone } from '@src/domains/match/rules/match-tracker/tracker-caption';
import { trackerState } from './tracker-states';

const caption = (fields: Parameters<typeof trackerState>[1]) => trackerCaption(trackerState(1, fields));
const zone = (fields: Parameters<typeof trackerState>[1]) => trackerZone(trackerState(1, fields));

describe('tracker state → caption', () => {
  it('names football play in Chinese', () => {
    expect(caption({ kind: 'safe' })).toBe('控球');
    expect(caption({ kind: 'attack' })).toBe('进攻');
    expect(caption({ kind: 'dangerous-attack' })).toBe('危险进攻');
    expect(caption({ kind: 'corner' })).toBe('角球');
    expect(caption({ kind: 'offside' })).toBe('越位');
    expect(caption({ kind: 'substitution' })).toBe('换人');
    expect(caption({ kind: 'injury' })).toBe('伤停');
    expect(caption({ kind: 'var', detail: 'goal' })).toBe('VAR 检查');
  });

  it('tells a shot by where it went, and a free kick with its card', () => {
    expect(caption({ kind: 'shot', detail: 'on-target' })).toBe('射正');
    expect(caption({ kind: 'shot', detail: 'off-target' })).toBe('射偏');
    expect(caption({ kind: 'shot', detail: 'blocked' })).toBe('射门被封堵');
    expect(caption({ kind: 'shot', detail: 'woodwork' })).toBe('击中门框');
    expect(caption({ kind: 'shot', detail: 'bicycle' })).toBe('射门');
    expect(caption({ kind: 'free-kick' })).toBe('任意球');
    expect(caption({ kind: 'free-kick', detail: 'yellow' })).toBe('任意球（黄牌）');
    expect(caption({ kind: 'free-kick', detail: 'red' })).toBe('任意球（红牌）');
  });

  it.each([
    ['goal', 3, ['可能进球', '进球！', '进球无效']],
    ['penalty', 4, ['可能点球', '点球', '取消点球']],
  ])('says a two-phase %s by its phase: possible, confirmed, cancelled', (kind, pairId, words) => {
    const phases = ['possible', 'confirmed', 'cancelled'] as const;
    expect(phases.map((phase) => caption({ kind, phase, pairId }))).toEqual(words);
  });

  it('says a goal a backend sends in one phase: a goal', () => {
    expect(caption({ kind: 'goal' })).toBe('进球！');
  });

  it('names basketball play, the points of a shot and free throws', () => {
    expect(caption({ kind: 'possession' })).toBe('控球');
    expect(caption({ kind: 'shot-made', value: 3 })).toBe('3分命中');
    expect(caption({ kind: 'shot-made', value: 2 })).toBe('2分命中');
    expect(caption({ kind: 'shot-missed', value: 3 })).toBe('3分不中');
    expect(caption({ kind: 'shot-missed', value: 2, detail: 'blocked' })).toBe('投篮被封盖');
    expect(caption({ kind: 'free-throw', detail: 'made' })).toBe('罚球命中');
    expect(caption({ kind: 'free-throw', detail: 'missed' })).toBe('罚球不中');
    expect(caption({ kind: 'foul' })).toBe('犯规');
    expect(caption({ kind: 'foul', detail: 'technical' })).toBe('技术犯规');
    expect(caption({ kind: 'timeout' })).toBe('暂停');
    expect(caption({ kind: 'rebound' })).toBe('篮板');
    expect(caption({ kind: 'turnover' })).toBe('失误');
  });

  it('names the breaks of both sports', () => {
    expect(caption({ kind: 'break', detail: 'half-time', side: '' })).toBe('中场休息');
    expect(caption({ kind: 'break', detail: 'full-time', side: '' })).toBe('全场结束');
    expect(caption({ kind: 'break', detail: 'shootout', side: '' })).toBe('点球大战');
    expect(caption({ kind: 'break', detail: 'quarter', side: '' })).toBe('节间休息');
  });

  it('has no words for a kind or detail it does not know, an object member included', () => {
    expect(caption({ kind: 'streaker' })).toBe('');
    expect(caption({ kind: 'constructor' })).toBe('');
    expect(caption({ kind: 'shot', detail: 'toString' })).toBe('射门');
    expect(caption({ kind: 'break', detail: '__proto__' })).toBe('');
  });
});

describe('tracker state → danger zone', () => {
  it('bands football play by how hard the side presses', () => {
    expect(zone({ kind: 'safe' })).toBe('safe');
    expect(zone({ kind: 'attack' })).toBe('attack');
    for (const kind of ['dangerous-attack', 'shot', 'corner', 'penalty', 'goal']) expect(zone({ kind })).toBe('danger');
    for (const kind of ['offside', 'substitution', 'injury', 'var', 'break', 'streaker'])
      expect(zone({ kind })).toBe('none');
  });

  it('bands a free kick by where it is taken, for the side that takes it', () => {
    expect(zone({ kind: 'free-kick', side: 'home', x: 80 })).toBe('danger');
    expect(zone({ kind: 'free-kick', side: 'home', x: 40 })).toBe('attack');
    // The away side attacks to the left: x 20 is near the goal it attacks.
    expect(zone({ kind: 'free-kick', side: 'away', x: 20 })).toBe('danger');
    expect(zone({ kind: 'free-kick', side: 'away', x: 80 })).toBe('attack');
    // From 70 towards the goal on, a free kick is a danger.
    expect(zone({ kind: 'free-kick', side: 'home', x: 70 })).toBe('danger');
    expect(zone({ kind: 'free-kick', side: 'home', x: 69 })).toBe('attack');
  });

  it('takes the danger away from a cancelled goal or penalty', () => {
    expect(zone({ kind: 'goal', phase: 'possible', pairId: 1 })).toBe('danger');
    expect(zone({ kind: 'goal', phase: 'cancelled', pairId: 1 })).toBe('none');
    expect(zone({ kind: 'penalty', phase: 'cancelled', pairId: 2 })).toBe('none');
  });

  it('bands basketball: back court safe, front court attack, a shot danger', () => {
    expect(zone({ kind: 'possession', side: 'home', x: 30 })).toBe('safe');
    expect(zone({ kind: 'possession', side: 'home', x: 75 })).toBe('attack');
    expect(zone({ kind: 'possession', side: 'away', x: 25 })).toBe('attack');
    // The half-way line is the front court's.
    expect(zone({ kind: 'possession', side: 'home', x: 50 })).toBe('attack');
    expect(zone({ kind: 'shot-made', value: 3 })).toBe('danger');
    expect(zone({ kind: 'free-throw', detail: 'made' })).toBe('danger');
    expect(zone({ kind: 'timeout' })).toBe('none');
  });
});

describe('tracker state → clock', () => {
  it("reads football's minute with its added time", () => {
    expect(trackerClock(trackerState(1, { minute: 67 }), 'football')).toBe("67'");
    expect(trackerClock(trackerState(1, { minute: 45, extraMinute: 2 }), 'football')).toBe("45+2'");
  });

  it("reads basketball's period and the time left in it, overtime by its number", () => {
    expect(trackerClock(trackerState(1, { period: 3, clockSeconds: 247 }), 'basketball')).toBe('第3节 04:07');
    expect(trackerClock(trackerState(1, { period: 5, clockSeconds: 9.6 }), 'basketball')).toBe('加时1 00:10');
    // The fourth period is still a quarter.
    expect(trackerClock(trackerState(1, { period: 4, clockSeconds: 60 }), 'basketball')).toBe('第4节 01:00');
    expect(trackerClock(trackerState(1, { period: 0, clockSeconds: 720 }), 'basketball')).toBe('第1节 12:00');
  });
});

/** The rooms' simulated viewers and words (crowd/viewers.ts, crowd/crowd-words.ts): from the seed, about the match. */
import { crowdText, type CrowdMoment } from '../../../shell-demo/server/crowd/crowd-words';
import { roomViewers, VIEWERS } from '../../../shell-demo/server/crowd/viewers';
import { USER_TITLES } from '../../../shell-demo/server/world/data/texts';
import { rngFor } from '../../../shell-demo/server/world/random';

const moment: CrowdMoment = {
  phase: 'playing',
  sport: 'football',
  home: { name: '马赛', players: ['戈麦斯', '布朗'] },
  away: { name: '黄潜', players: ['威尔逊'] },
  homeScore: 1,
  awayScore: 0,
  minute: 63,
  hostName: '足球哥哥',
  goal: null,
};

describe('a room’s simulated viewers and words', () => {
  it('are the same for the same seed and room, and differ between rooms', () => {
    expect(roomViewers(7, 800_001, 0.5)).toEqual(roomViewers(7, 800_001, 0.5));
    expect(roomViewers(7, 800_001, 0.5)).not.toEqual(roomViewers(7, 800_002, 0.5));
    const say = () => {
      const rng = rngFor(7, 'crowd-lines', 800_001);
      return Array.from({ length: 20 }, () => crowdText(rng, moment));
    };
    expect(say()).toEqual(say());
  });

  it('are more in a popular room, with titles of title/list/all, levels 1–50 and viewer uids', () => {
    expect(roomViewers(7, 1, 0)).toHaveLength(VIEWERS.min);
    const viewers = roomViewers(7, 1, 1);
    expect(viewers).toHaveLength(VIEWERS.max);
    const titles = [0, ...USER_TITLES.map((title) => title.id)];
    for (const viewer of viewers) {
      expect(viewer.uid).toMatch(/^v1\d{3}$/);
      expect(titles).toContain(viewer.titleId);
      expect(viewer.level).toBeGreaterThanOrEqual(1);
      expect(viewer.level).toBeLessThanOrEqual(50);
    }
    expect(new Set(viewers.map((viewer) => viewer.nickName)).size).toBe(viewers.length);
    expect(viewers.filter((viewer) => viewer.titleId > 0).length).toBeGreaterThan(0);
    expect(viewers.filter((viewer) => viewer.vip > 0).length).toBeGreaterThan(0);
  });

  it('fill the match in: its teams, players, score and minute, no placeholder left', () => {
    const rng = rngFor(1, 'words');
    const texts = Array.from({ length: 300 }, () => crowdText(rng, moment));
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(texts.some((text) => text.includes('马赛'))).toBe(true);
    expect(texts.some((text) => text.includes('威尔逊'))).toBe(true);
    expect(texts.some((text) => text.includes('1:0'))).toBe(true);
  });

  it('cheer the scorer and his side after a goal', () => {
    const rng = rngFor(1, 'goal');
    const texts = Array.from({ length: 200 }, () =>
      crowdText(rng, { ...moment, goal: { side: 'away', scorer: '威尔逊' } }),
    );
    expect(texts.some((text) => text.includes('威尔逊'))).toBe(true);
    expect(texts.some((text) => text.includes('黄潜'))).toBe(true);
    // The goal's words only: none of the quiet play's.
    expect(texts.filter((text) => text.includes('这脚传球'))).toEqual([]);
  });

  it('talk of the winner after the end, and of nothing in particular in a room without a match', () => {
    const rng = rngFor(1, 'end');
    const ended = Array.from({ length: 100 }, () => crowdText(rng, { ...moment, phase: 'ended' }));
    expect(ended.some((text) => text.includes('马赛'))).toBe(true);
    expect(ended.some((text) => text.includes('黄潜赢'))).toBe(false);
    const idle = Array.from({ length: 50 }, () => crowdText(rng, { ...moment, phase: 'no-match' }));
    expect(idle.every((text) => !text.includes('马赛'))).toBe(true);
  });
});

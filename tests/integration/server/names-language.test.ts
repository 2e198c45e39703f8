/**
 * The development server's names answer in the language the call asks for (the `language`
 * header): teams, leagues and streamers of the anchor home in zh-CN, zh-TW, zh-HK and en, as a
 * real server would; text that only mentions a name stays its writer's.
 */
import { AnchorCalls, type AnchorHome } from '../../../src/contracts/anchors';
import { Header, readAnswer } from '../../../src/contracts/http';
import type { LocaleName } from '../../../src/contracts/props';
import { toTraditional } from '../../../shell-demo/server/world/data/traditional-chars';
import { localizeNames } from '../../../shell-demo/server/world/names';
import { HAN, simplifiedIn } from '../../support/han-script';
import { suiteServer } from './suite-server';
import { serverCalls } from './server-calls';

/** A fixed server clock (Saturday evening UTC: matches being played), so the world is the same every run. */
const NOW = Date.UTC(2026, 10, 21, 19, 30);

jest.setTimeout(30_000);

describe('development server: names in the language asked', () => {
  const server = suiteServer(() => NOW);
  const homes = {} as Record<LocaleName, AnchorHome>;
  const { ok } = serverCalls(server, () => NOW);

  beforeAll(async () => {
    for (const language of ['zh-CN', 'zh-TW', 'zh-HK', 'en'] as const) {
      const params = { pid: 164, matchSource: 164, t: 1, momentSort: 1 };
      const data = await ok(AnchorCalls.anchorList, params, undefined, { headers: { [Header.Language]: language } });
      homes[language] = readAnswer(AnchorCalls.anchorList, data);
    }
  });

  it('turns Simplified into Traditional by a character table, leaving characters Traditional writes too', () => {
    expect(toTraditional('曼联')).toBe('曼聯');
    expect(toTraditional('篮球老李')).toBe('籃球老李');
    expect(toTraditional('里昂')).toBe('里昂');
    // Taiwan's and Hong Kong's standard forms, not OpenCC's older first ones (爲, 衆, 羣, 峯).
    expect(toTraditional('为众群峰')).toBe('為眾群峰');
  });

  it("answers each team's and league's name in the language asked, the same match in the same place", () => {
    const world = server().world();
    const matches = (language: LocaleName) => homes[language].liveMatchList.map((item) => item.match);
    expect(matches('zh-CN').length).toBeGreaterThan(0);
    matches('zh-CN').forEach((match, index) => {
      const team = world.footballTeams.get(match.homeId) ?? world.nbaTeams.get(match.homeId)!;
      expect(match.home.nameZh).toBe(team.nameZh);
      expect(matches('en')[index]!.home.nameZh).toBe(team.nameEn);
      expect(matches('zh-TW')[index]!.home.nameZh).toBe(toTraditional(team.nameZh));
      expect(matches('zh-HK')[index]!.home.nameZh).toBe(toTraditional(team.nameZh));
      for (const language of ['zh-TW', 'zh-HK'] as const) {
        const shown = matches(language)[index]!;
        expect(simplifiedIn(shown.home.nameZh + shown.away.nameZh + shown.competitionName)).toBe('');
      }
      expect(matches('en')[index]!.competitionName).not.toMatch(HAN);
    });
    // Some name really changed: the table reaches the world's names.
    const names = (language: LocaleName) => matches(language).map((match) => match.home.nameZh);
    expect(names('zh-TW')).not.toEqual(names('zh-CN'));
  });

  it("answers the streamers' nicknames in the language asked", () => {
    const nicknames = (language: LocaleName) => homes[language].hosts.map((host) => host.nickName);
    expect(nicknames('zh-CN').every((name) => HAN.test(name))).toBe(true);
    expect(nicknames('en').filter((name) => HAN.test(name))).toEqual([]);
    expect(nicknames('zh-TW').map(simplifiedIn).join('')).toBe('');
    expect(nicknames('zh-TW')).toEqual(nicknames('zh-CN').map(toTraditional));
  });

  it("answers the names inside a list the spec sends as JSON text (a report's betInfo)", () => {
    const betInfo = JSON.stringify([{ leagueName: '德甲', homeName: '狼堡', pickLabel: '狼堡 胜' }]);
    const answer = localizeNames({ betInfo }, server().world().names, 'en') as { betInfo: string };
    expect(JSON.parse(answer.betInfo)).toEqual([
      { leagueName: 'Bundesliga', homeName: 'VfL Wolfsburg', pickLabel: '狼堡 胜' },
    ]);
  });

  it('keeps zh-CN, and any language it does not know, as the world writes them', async () => {
    const params = { pid: 164, matchSource: 164, t: 1, momentSort: 1 };
    const data = await ok(AnchorCalls.anchorList, params, undefined, { headers: { [Header.Language]: 'fr' } });
    expect(readAnswer(AnchorCalls.anchorList, data).hosts.map((host) => host.nickName)).toEqual(
      homes['zh-CN'].hosts.map((host) => host.nickName),
    );
  });
});

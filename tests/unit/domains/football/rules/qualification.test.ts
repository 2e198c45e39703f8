/**
 * "What does this team need?" against the real Euro 2024 group stage (the results the world
 * replays): the final tables with UEFA's tie-breakers, the 16 teams through (four best thirds),
 * and what each team needed before the last matchday — as the press reported it then.
 */
import type { QualificationRules, TeamOutlook } from '@src/domains/football/rules/qualification';
import { codeOf, euro2024Discipline, euro2024Groups, teamId } from '../support/euro-2024';
import { competitionRules, qualificationRules } from '../support/fixtures';

/** The modules loaded for each test: their tables are constants (see tieBreakers in the fixtures). */
let qualification: ReturnType<typeof qualificationRules>;
let rules: QualificationRules;
beforeEach(() => {
  qualification = qualificationRules();
  rules = competitionRules().tournamentRules('euro', euro2024Discipline());
});
const outlookOf = (outlooks: Map<number, TeamOutlook>, code: string): TeamOutlook => outlooks.get(teamId(code))!;

describe('Euro 2024, group stage complete', () => {
  const groups = euro2024Groups(3);

  it('ranks every group as UEFA did (head-to-head, goals, disciplinary points)', () => {
    const tables = groups.map((group) => {
      const positions = qualification.groupPositions(group, rules);
      expect([...positions.values()].every((range) => range.best === range.worst)).toBe(true);
      return group.teamIds
        .slice()
        .sort((a, b) => positions.get(a)!.best - positions.get(b)!.best)
        .map(codeOf)
        .join(' ');
    });
    expect(tables).toEqual([
      'GER SUI HUN SCO',
      'ESP ITA CRO ALB',
      // Denmark and Slovenia level on everything but disciplinary points (6 to 7).
      'ENG DEN SVN SRB',
      'AUT FRA NED POL',
      // Four teams on four points: head-to-head = the whole group; Romania above Belgium on goals.
      'ROU BEL SVK UKR',
      // Portugal and Turkey on six: Portugal won their match.
      'POR TUR GEO CZE',
    ]);
  });

  it('puts four of six thirds through: Netherlands, Georgia, Slovakia, Slovenia; Hungary and Croatia out', () => {
    const thirds = qualification.rankThirds(groups, rules)!;
    expect(thirds.map((third) => [codeOf(third.teamId), third.through])).toEqual([
      ['NED', true],
      ['GEO', true],
      ['SVK', true],
      ['SVN', true],
      ['HUN', false],
      ['CRO', false],
    ]);
  });

  it('says who is through and who is out, with nothing left open', () => {
    const outlooks = qualification.groupStageOutlook(groups, rules);
    const through = [...outlooks.values()]
      .filter((outlook) => outlook.verdict === 'qualified')
      .map((outlook) => codeOf(outlook.teamId));
    const out = [...outlooks.values()]
      .filter((outlook) => outlook.verdict === 'eliminated')
      .map((outlook) => codeOf(outlook.teamId));
    expect(through.sort()).toEqual(
      [
        'AUT',
        'BEL',
        'DEN',
        'ENG',
        'ESP',
        'FRA',
        'GEO',
        'GER',
        'ITA',
        'NED',
        'POR',
        'ROU',
        'SVK',
        'SVN',
        'SUI',
        'TUR',
      ].sort(),
    );
    expect(out.sort()).toEqual(['ALB', 'CRO', 'CZE', 'HUN', 'POL', 'SCO', 'SRB', 'UKR']);
    expect([...outlooks.values()].every((outlook) => outlook.remaining.length === 0)).toBe(true);
  });
});

// Each test computes its outlooks itself: what a describe block computes is computed once, as
// the file loads, outside any test.
describe('Euro 2024 before the last matchday', () => {
  const beforeLastMatchday = () => qualification.groupStageOutlook(euro2024Groups(2), rules);

  it('had Germany, Spain and Portugal through, Spain and Portugal as group winners, Poland out', () => {
    const outlooks = beforeLastMatchday();
    expect(outlookOf(outlooks, 'GER')).toMatchObject({ verdict: 'qualified', best: 1, worst: 2 });
    expect(outlookOf(outlooks, 'ESP')).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
    expect(outlookOf(outlooks, 'POR')).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
    expect(outlookOf(outlooks, 'POL')).toMatchObject({ verdict: 'eliminated', best: 4, worst: 4 });
    const open = [...outlooks.values()]
      .filter((outlook) => outlook.verdict === 'open')
      .map((outlook) => codeOf(outlook.teamId));
    expect(open).toHaveLength(20);
  });

  it('Germany: avoid defeat to win the group; Switzerland: a point for the top two, a win for first', () => {
    const outlooks = beforeLastMatchday();
    const [germany] = outlookOf(outlooks, 'GER').remaining;
    expect(codeOf(germany!.opponentId)).toBe('SUI');
    // Switzerland v Germany: Germany away.
    expect(germany!.home).toBe(false);
    expect(germany!.outcomes.win).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
    expect(germany!.outcomes.draw).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
    expect(germany!.outcomes.loss).toMatchObject({ verdict: 'qualified', best: 2, worst: 2 });
    const [switzerland] = outlookOf(outlooks, 'SUI').remaining;
    expect(switzerland!.home).toBe(true);
    expect(switzerland!.outcomes.win).toMatchObject({ verdict: 'qualified', best: 1, worst: 1 });
    expect(switzerland!.outcomes.draw).toMatchObject({ verdict: 'qualified', best: 2, worst: 2 });
    expect(switzerland!.outcomes.loss.verdict).toBe('open');
  });

  it('Scotland: a defeat by Hungary ends it, a win still means a wait', () => {
    const outlooks = beforeLastMatchday();
    const [scotland] = outlookOf(outlooks, 'SCO').remaining;
    expect(codeOf(scotland!.opponentId)).toBe('HUN');
    expect(scotland!.outcomes.loss).toMatchObject({ verdict: 'eliminated', best: 4, worst: 4 });
    expect(scotland!.outcomes.win.verdict).toBe('open');
  });
});

describe('Euro 2024 after groups A to D, before E and F played their last matches', () => {
  const groups = euro2024Groups(3, (groupName, round) => round <= 2 || !['E', 'F'].includes(groupName));
  const beforeEAndFEnded = () => qualification.groupStageOutlook(groups, rules);

  it('had the Netherlands and Slovenia through as thirds, Hungary still waiting, Croatia out', () => {
    const outlooks = beforeEAndFEnded();
    expect(outlookOf(outlooks, 'NED')).toMatchObject({ verdict: 'qualified', best: 3, worst: 3 });
    // Three points and an even goal difference: Hungary (−3) and Croatia (two points) end below it.
    expect(outlookOf(outlooks, 'SVN')).toMatchObject({ verdict: 'qualified', best: 3, worst: 3 });
    expect(outlookOf(outlooks, 'HUN').verdict).toBe('open');
    expect(outlookOf(outlooks, 'CRO').verdict).toBe('eliminated');
  });

  it('gives every remaining match of group E and F three answers', () => {
    const outlooks = beforeEAndFEnded();
    for (const code of ['ROU', 'BEL', 'SVK', 'UKR', 'TUR', 'GEO', 'CZE']) {
      const [next] = outlookOf(outlooks, code).remaining;
      expect(Object.keys(next!.outcomes).sort()).toEqual(['draw', 'loss', 'win']);
    }
  });
});

it('computes the whole tournament before a ball was kicked quickly', () => {
  const started = performance.now();
  const outlooks = qualification.groupStageOutlook(euro2024Groups(0), rules);
  expect(
    [...outlooks.values()].every((outlook) => outlook.verdict === 'open' && outlook.best === 1 && outlook.worst === 4),
  ).toBe(true);
  expect(performance.now() - started).toBeLessThan(3000);
});

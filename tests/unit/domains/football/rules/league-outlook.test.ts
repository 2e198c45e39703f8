/** The last weeks of a league (rules/league-outlook.ts): clinched, out of reach, and what the next match decides. */
// Each outlook is worked out inside its test: the mutation run credits a test only with the code run inside it.
import { leagueZones } from '@src/domains/football/rules/competitions';
import {
  leagueOutlook,
  showsLeagueOutlook,
  tableOutlook,
  type LeagueTeamState,
  type LeagueZone,
} from '@src/domains/football/rules/league-outlook';

const team = (teamId: number, points: number, remaining: number, opponentId?: number): LeagueTeamState => ({
  teamId,
  points,
  remaining,
  nextMatch: opponentId === undefined ? null : { opponentId },
});

// A 20-team Premier League with two matches left.
function table(): LeagueTeamState[] {
  const teams = [
    team(1, 88, 2, 2),
    team(2, 84, 2, 1),
    team(3, 70, 2, 4),
    team(4, 68, 2, 3),
    team(5, 66, 2, 6),
    team(6, 61, 2, 5),
  ];
  for (let id = 7; id <= 15; id += 1) teams.push(team(id, 55 - id, 2, id % 2 === 0 ? id - 1 : id + 1));
  teams.push(team(16, 35, 2, 15), team(17, 33, 2, 20), team(18, 30, 2, 19), team(19, 29, 2, 18), team(20, 20, 2, 17));
  return teams;
}
const zones = leagueZones(12387);
const zoneOf = (outlooks: ReturnType<typeof leagueOutlook>, teamId: number, key: string) =>
  outlooks.find((outlook) => outlook.teamId === teamId)!.zones.find((zone) => zone.zone === key)!;

describe('a league with two rounds left', () => {
  it('knows who can no longer be caught and who can no longer get there', () => {
    const outlooks = leagueOutlook(table(), zones);
    // 88 against the second's 84 + 6 = 90: not yet; a win or a draw against the second does it.
    expect(zoneOf(outlooks, 1, 'title')).toMatchObject({
      verdict: 'open',
      pointsToClinch: 3,
      next: { win: 'clinched', draw: 'clinched', loss: 'open' },
    });
    expect(zoneOf(outlooks, 3, 'title').verdict).toBe('out');
    // Fourth on 68: sixth can reach 67 at most, fifth 72.
    expect(zoneOf(outlooks, 1, 'champions-league').verdict).toBe('clinched');
    expect(zoneOf(outlooks, 6, 'champions-league').verdict).toBe('out');
  });

  it('relegation: the bottom side is down, mid-table is safe, the rest depends', () => {
    const outlooks = leagueOutlook(table(), zones);
    expect(zoneOf(outlooks, 20, 'relegation').verdict).toBe('clinched');
    expect(zoneOf(outlooks, 10, 'relegation').verdict).toBe('out');
    const eighteenth = zoneOf(outlooks, 18, 'relegation');
    expect(eighteenth.verdict).toBe('open');
    expect(eighteenth.next).not.toBeNull();
  });

  it('is shown in the last weeks, and not in mid-season with nothing decided', () => {
    expect(showsLeagueOutlook(table(), leagueOutlook(table(), zones))).toBe(true);
    const early = table().map((row) => ({ ...row, points: 30, remaining: 18 }));
    expect(showsLeagueOutlook(early, leagueOutlook(early, zones))).toBe(false);
  });
});

describe("a league table's outlook", () => {
  // The table's rows carry the whole next match; the outlook reads its opponent.
  const rowsOf = (teams: LeagueTeamState[]) =>
    teams.map((state) => ({
      ...state,
      nextMatch: state.nextMatch && { ...state.nextMatch, matchId: 900 + state.teamId, home: true, matchDate: 0 },
    }));

  it('is given in the last weeks, from the rows of the table', () => {
    expect(tableOutlook(rowsOf(table()), zones)).toEqual(leagueOutlook(table(), zones));
  });

  it('is none in mid-season with nothing decided, nor for an empty table', () => {
    const early = table().map((row) => ({ ...row, points: 30, remaining: 18 }));
    expect(tableOutlook(rowsOf(early), zones)).toBeNull();
    expect(tableOutlook([], zones)).toBeNull();
  });
});

it('counts a tie on points against the team (the tie-breakers may go either way)', () => {
  const teams = [team(1, 10, 0), team(2, 7, 1)];
  expect(leagueOutlook(teams, [{ key: 'title', side: 'top', places: 1 }])[0]!.zones[0]!.verdict).toBe('open');
});

it('has no zones for a cup', () => {
  expect(leagueZones(11582)).toEqual([]);
});

const TITLE = { key: 'title', side: 'top', places: 1 } as const;
const RELEGATION = { key: 'relegation', side: 'bottom', places: 1 } as const;
/** Each team's outlook in one zone, by team id. */
const inZone = (teams: LeagueTeamState[], zone: LeagueZone) =>
  Object.fromEntries(leagueOutlook(teams, [zone]).map((outlook) => [outlook.teamId, outlook.zones[0]!]));

describe('a tie on points may go either way', () => {
  // The leader has finished on 10; the second, on 7 with a match left, can reach 10.
  const teams = () => [team(1, 10, 0), team(2, 7, 1)];

  it('leaves the title open for the team that can only draw level', () => {
    expect(inZone(teams(), TITLE)[2]!.verdict).toBe('open');
  });

  it('neither relegates the team that can draw level nor saves the one it can catch', () => {
    const relegation = inZone(teams(), RELEGATION);
    expect(relegation[1]!.verdict).toBe('open');
    expect(relegation[2]!.verdict).toBe('open');
  });
});

describe('relegation with one place going down in a league of three', () => {
  // Everyone has finished: 12, 10 and 5 points.
  const teams = () => [team(1, 10, 0), team(2, 5, 0), team(3, 12, 0)];

  it('is safe with one team (the number of places going down) surely below', () => {
    expect(inZone(teams(), RELEGATION)[1]!.verdict).toBe('out');
  });

  it('goes down with every safe place already taken', () => {
    expect(inZone(teams(), RELEGATION)[2]!.verdict).toBe('clinched');
  });
});

describe('points still needed to clinch', () => {
  it("are one more than the best of what the others can reach, whatever the table's order", () => {
    // The third can reach 18 + 6 = 24: the leader needs 25, 5 more.
    const teams = [team(1, 20, 2), team(2, 10, 2), team(3, 18, 2)];
    expect(inZone(teams, TITLE)[1]).toMatchObject({ verdict: 'open', pointsToClinch: 5 });
  });

  it('may be every point of the matches left, but no more', () => {
    expect(inZone([team(1, 19, 2), team(2, 18, 2)], TITLE)[1]).toMatchObject({ verdict: 'open', pointsToClinch: 6 });
    expect(inZone([team(1, 18, 2), team(2, 18, 2)], TITLE)[1]).toMatchObject({ verdict: 'open', pointsToClinch: null });
  });

  it('are none once clinched, even by a single point', () => {
    // The second can reach 9 at most, one short of the leader's 10.
    expect(inZone([team(1, 10, 0), team(2, 6, 1)], TITLE)[1]).toMatchObject({
      verdict: 'clinched',
      pointsToClinch: null,
    });
    // Fewer other teams than places: clinched from the start.
    const fourPlaces = { key: 'champions-league', side: 'top', places: 4 } as const;
    expect(inZone([team(1, 0, 2), team(2, 0, 2)], fourPlaces)[1]).toMatchObject({
      verdict: 'clinched',
      pointsToClinch: null,
    });
  });

  it('are counted for the top places only', () => {
    // The leader of a league of three is open to relegation: 12 and 11 points are still possible below it.
    const teams = [team(1, 10, 1), team(2, 9, 1), team(3, 8, 1)];
    expect(inZone(teams, RELEGATION)[1]).toMatchObject({ verdict: 'open', pointsToClinch: null });
  });
});

describe('what the next match decides', () => {
  it('counts the match as played: short of the leader with no match left is out', () => {
    // The leader on 12 has finished; the second, on 10, has one match left: only a win takes it past.
    const teams = [team(1, 10, 1, 3), team(2, 12, 0), team(3, 0, 1, 1)];
    expect(inZone(teams, TITLE)[1]!.next).toEqual({ win: 'clinched', draw: 'out', loss: 'out' });
  });

  it('gives the opponent nothing for its loss', () => {
    // A win takes the leader to 13; its opponent, on 9 with one more match after this, could reach 12.
    const teams = [team(1, 10, 1, 2), team(2, 9, 2, 1)];
    expect(inZone(teams, TITLE)[1]!.next!.win).toBe('clinched');
  });

  it('gives the opponent three points for its win', () => {
    // A loss leaves the leader on 10; its opponent, on 8, wins its last match: 11.
    const teams = [team(1, 10, 1, 2), team(2, 8, 1, 1)];
    expect(inZone(teams, TITLE)[1]!.next).toEqual({ win: 'clinched', draw: 'clinched', loss: 'out' });
  });

  it('changes no one but the two teams playing', () => {
    // The third, on 8 with one match left against someone else, can still reach 11.
    const teams = [team(1, 10, 1, 2), team(2, 0, 1, 1), team(3, 8, 1, 4), team(4, 0, 1, 3)];
    expect(inZone(teams, TITLE)[1]!.next).toEqual({ win: 'clinched', draw: 'open', loss: 'open' });
  });

  it("takes the opponent's count of matches left: one with none gets nothing from the result", () => {
    // The opponent's row says it has finished on 8 (its match is under way, say): the leader's loss
    // cannot lift it past 10. The title stays open: the third, on 9, can still reach 12.
    const teams = [team(1, 10, 1, 2), team(2, 8, 0, 1), team(3, 9, 1)];
    expect(inZone(teams, TITLE)[1]!.next!.loss).toBe('open');
  });

  it('is nothing for a team with no matches left, even with a next match named', () => {
    const teams = [team(1, 10, 0, 2), team(2, 8, 1, 1)];
    expect(inZone(teams, TITLE)[1]!.next).toBeNull();
  });
});

describe('when the outlook is shown', () => {
  const nothingDecided = (remaining: number[]) => remaining.map((left, index) => team(index + 1, 30, left));
  const shows = (teams: LeagueTeamState[]) => showsLeagueOutlook(teams, leagueOutlook(teams, [TITLE, RELEGATION]));

  it('from the week the team with the fewest matches left has five', () => {
    expect(shows(nothingDecided([6, 5, 7, 8]))).toBe(true);
    expect(shows(nothingDecided([6, 6, 7, 8]))).toBe(false);
  });

  it('earlier when one team has something decided, while its other zones are open', () => {
    // Ten matches left: the third cannot reach the leader's 60 (out of the title race) but may still go down; the second has nothing decided.
    const teams = [team(1, 60, 10), team(2, 30, 10), team(3, 10, 10)];
    const outlooks = leagueOutlook(teams, [TITLE, RELEGATION]);
    expect(outlooks.find((outlook) => outlook.teamId === 2)!.zones.map((zone) => zone.verdict)).toEqual([
      'open',
      'open',
    ]);
    expect(outlooks.find((outlook) => outlook.teamId === 3)!.zones.map((zone) => zone.verdict)).toEqual([
      'out',
      'open',
    ]);
    expect(showsLeagueOutlook(teams, outlooks)).toBe(true);
  });
});

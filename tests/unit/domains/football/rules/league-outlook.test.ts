/** The last weeks of a league (rules/league-outlook.ts): clinched, out of reach, and what the next match decides. */
import { leagueZones } from '@src/domains/football/rules/competitions';
import {
  leagueOutlook,
  showsLeagueOutlook,
  tableOutlook,
  type LeagueTeamState,
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
  const outlooks = leagueOutlook(table(), zones);

  it('knows who can no longer be caught and who can no longer get there', () => {
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
    expect(zoneOf(outlooks, 20, 'relegation').verdict).toBe('clinched');
    expect(zoneOf(outlooks, 10, 'relegation').verdict).toBe('out');
    const eighteenth = zoneOf(outlooks, 18, 'relegation');
    expect(eighteenth.verdict).toBe('open');
    expect(eighteenth.next).not.toBeNull();
  });

  it('is shown in the last weeks, and not in mid-season with nothing decided', () => {
    expect(showsLeagueOutlook(table(), outlooks)).toBe(true);
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

/** The team and player pages of /five-leagues with the real HTTP client over a fake backend. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FootballCalls } from '@src/contracts/football';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { emptyFootballData, installFootballServer, type FakeFootballData } from '../support/football-server';
import { footballMatch, playerRow, seasonItem, standingRow, team } from '../support/fixtures';
import { renderRoute } from '@tests/support/render-route';

function world(): FakeFootballData {
  const data = emptyFootballData();
  data.lineUps[1111] = {
    team: { ...team(1111, '利物浦'), nameEn: 'Liverpool', kind: 'club', countryZh: '英格兰', venue: 'Anfield' },
    players: [
      {
        id: 111101,
        teamId: 1111,
        name: 'Keeper One',
        position: 'goalkeeper',
        positionZh: '门将',
        shirtNumber: 1,
        birthday: '2000-01-01',
        nationality: '英格兰',
        heightCm: 190,
        weightKg: 85,
        pictureId: '',
      },
      {
        id: 111120,
        teamId: 1111,
        name: 'Striker Nine',
        position: 'forward',
        positionZh: '前锋',
        shirtNumber: 9,
        birthday: '1998-03-04',
        nationality: '埃及',
        heightCm: 180,
        weightKg: 75,
        pictureId: '',
      },
    ],
  };
  // A competition id the pages do not know is dropped from the season list.
  data.teamSeasons[1111] = [
    seasonItem(12387, 62387),
    { ...seasonItem(99999, 99), competitionName: '未知杯' },
    { ...seasonItem(11582, 61582), competitionName: '欧冠' },
  ];
  data.teamSeasons[1111][0]!.competitionName = '英超';
  data.teamMatches['1111:62387'] = [
    footballMatch({
      id: 1,
      homeId: 1111,
      home: team(1111, '利物浦'),
      statusId: 8,
      homeScore: 2,
      competitionName: '英超',
      stageName: '联赛',
    }),
  ];
  data.teamMatches['1111:61582'] = [
    footballMatch({
      id: 2,
      awayId: 1111,
      away: team(1111, '利物浦'),
      statusId: 1,
      competitionName: '欧冠',
      stageName: '1/8决赛',
    }),
  ];
  data.teamMatches['1111:all'] = [...data.teamMatches['1111:62387'], ...data.teamMatches['1111:61582']];
  data.leaders = [
    { stat: 'goals', player: { ...playerRow(1, 14), playerId: 111120, name: 'Striker Nine' } },
    { stat: 'saves', player: null },
  ];
  data.bestPlayers = [
    {
      playerId: 111120,
      name: 'Striker Nine',
      pictureId: '',
      positionZh: '前锋',
      shirtNumber: 9,
      appearances: 19,
      goals: 14,
      assists: 5,
      shotsOnTarget: 30,
      saves: 0,
      minutesPlayed: 1600,
    },
  ];
  data.tables['62387'] = {
    seasonId: 62387,
    stageId: 623870,
    groups: [{ groupName: null, rows: [standingRow({ teamId: 1111, remaining: 19 })], fixtures: [] }],
  };
  data.players[111120] = {
    id: 111120,
    name: 'Striker Nine',
    pictureId: '',
    team: team(1111, '利物浦'),
    position: 'forward',
    positionZh: '前锋',
    shirtNumber: 9,
    birthday: '1998-03-04',
    nationality: '埃及',
    heightCm: 180,
    weightKg: 75,
    seasons: [
      { ...seasonItem(12387, 62387), competitionName: '英超' },
      { ...seasonItem(11582, 61582), competitionName: '欧冠' },
      seasonItem(99999, 99),
    ],
  };
  data.playerStats['111120:62387'] = {
    playerId: 111120,
    teamId: 1111,
    seasonId: 62387,
    appearances: 19,
    goals: 14,
    assists: 5,
    shotsOnTarget: 30,
    saves: 0,
    minutesPlayed: 1600,
  };
  data.playerStats['111120:61582'] = {
    playerId: 111120,
    teamId: 1111,
    seasonId: 61582,
    appearances: 2,
    goals: 1,
    assists: 0,
    shotsOnTarget: 3,
    saves: 0,
    minutesPlayed: 180,
  };
  return data;
}

let server: ReturnType<typeof installFootballServer>;
beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
});
afterEach(() => server.restore());

describe('/five-leagues/league/{leagueId}/team/{id}', () => {
  it('shows the team, its known competitions, matches, leaders, best players and squad', async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues/league/12387/team/1111');
    expect(await screen.findByRole('heading', { name: '利物浦', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('英格兰 · 主场 Anfield')).toBeInTheDocument();
    const seasons = await screen.findByRole('tablist', { name: '选择赛事' });
    expect(
      within(seasons)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['英超', '欧冠']);
    expect(within(seasons).getByRole('tab', { name: '英超' })).toHaveAttribute('aria-selected', 'true');
    const schedule = await screen.findByRole('list', { name: '赛程' });
    expect(within(schedule).getByText('英超 · 联赛')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /进球\s*Striker Nine\s*14/ })).toHaveAttribute(
      'href',
      '/five-leagues/league/12387/player/111120',
    );
    expect(screen.getByText('暂无')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Striker Nine\s*前锋 · 9号\s*14球 5助攻/ })).toBeInTheDocument();
    const squad = screen.getByRole('region', { name: '阵容' });
    expect(within(squad).getByRole('region', { name: '门将' })).toHaveTextContent('Keeper One');
  });

  it('switches competition, and between its matches and all of them', async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues/league/12387/team/1111');
    fireEvent.click(await screen.findByRole('tab', { name: '欧冠' }));
    const schedule = await screen.findByRole('list', { name: '赛程' });
    expect(await within(schedule).findByText('欧冠 · 1/8决赛')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '全部赛事' }));
    // The call leaves in an effect after the click: wait for it rather than for list items that may still be the season's.
    await waitFor(() => expect(server.sentTo(FootballCalls.teamMatches.path)).toHaveLength(1));
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
  });

  it('says so for an id that is not one', async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues/league/12387/team/abc');
    expect(await screen.findByText('没有找到这个页面')).toBeInTheDocument();
  });
});

describe('/five-leagues/league/{leagueId}/player/{id}', () => {
  it("shows the player's details and a season's statistics", async () => {
    server = installFootballServer(world());
    await renderRoute('/five-leagues/league/12387/player/111120');
    expect(await screen.findByRole('heading', { name: 'Striker Nine', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '利物浦' })).toHaveAttribute(
      'href',
      '/five-leagues/league/12387/team/1111',
    );
    expect(screen.getByText('180cm')).toBeInTheDocument();
    const figures = await screen.findByText('1600′');
    expect(figures).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: '选择赛事' })).getAllByRole('tab')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: '欧冠' }));
    expect(await screen.findByText('180′')).toBeInTheDocument();
  });

  it('prints the Chinese name first and the original second (issue 24 §16)', async () => {
    const data = world();
    server = installFootballServer(data, (request) =>
      request.path === FootballCalls.playerBasic.path
        ? { envelope: { code: 0, data: { ...data.players[111120], name: '卡洛斯·奥尔蒂斯', nameEn: 'Carlos Ortiz' } } }
        : undefined,
    );
    await renderRoute('/five-leagues/league/12387/player/111120');
    const heading = await screen.findByRole('heading', { name: '卡洛斯·奥尔蒂斯', level: 2 });
    const original = screen.getByText('Carlos Ortiz');
    expect(heading.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a failed load offers retry', async () => {
    let fail = true;
    server = installFootballServer(world(), () => (fail ? { network: true } : undefined));
    await renderRoute('/five-leagues/league/12387/player/111120');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Striker Nine', level: 2 })).toBeInTheDocument();
  });
});

/** /euro-cup and a Euro team page over a fake backend holding the real Euro 2024 group stage. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EuroCalls } from '@src/contracts/football';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { euro2024Table, teamId } from '../support/euro-2024';
import { emptyFootballData, installFootballServer, type FakeFootballData } from '../support/football-server';
import { paramsOf } from '@tests/support/fake-transport';
import { footballMatch, matchDay, stage, team } from '../support/fixtures';
import { renderRoute } from '@tests/support/render-route';

function world(): FakeFootballData {
  const data = emptyFootballData();
  data.tables.euro = euro2024Table();
  data.stages.euro = [
    stage({ id: 613340, seasonId: 61334, kind: 'group', nameZh: '小组赛', order: 0, groupNames: ['A'] }),
    stage({ id: 613344, seasonId: 61334, nameZh: '决赛', order: 4 }),
  ];
  data.dates.euro = [matchDay(1_720_972_800_000, [613344])];
  data.matches['euro:1720972800000'] = [
    footballMatch({
      id: 51,
      homeId: 1904,
      awayId: 1911,
      home: team(1904, '西班牙'),
      away: team(1911, '英格兰'),
      statusId: 8,
      homeScore: 2,
      awayScore: 1,
      stageName: '决赛',
    }),
  ];
  const denmark = teamId('DEN');
  data.lineUps[denmark] = {
    team: { ...team(denmark, '丹麦'), nameEn: 'Denmark', kind: 'national', countryZh: '丹麦', venue: 'Parken' },
    players: [],
  };
  return data;
}

let server: ReturnType<typeof installFootballServer>;
beforeEach(() => {
  clearAllLastSeen();
  setUpAppWorld();
});
afterEach(() => server.restore());

describe('/euro-cup', () => {
  it('opens on the schedule of the last match day', async () => {
    server = installFootballServer(world());
    await renderRoute('/euro-cup');
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    expect(within(list).getByText('决赛')).toBeInTheDocument();
    expect(within(list).getByText('2 : 1')).toBeInTheDocument();
  });

  it('shows every group with who went through, and the best thirds', async () => {
    server = installFootballServer(world());
    await renderRoute('/euro-cup');
    fireEvent.click(await screen.findByRole('radio', { name: '小组积分' }));
    const groupC = await screen.findByRole('table', { name: 'C组积分榜' });
    expect(within(groupC).getAllByText('已出线')).toHaveLength(3);
    expect(within(groupC).getAllByText('已出局')).toHaveLength(1);
    const thirds = screen.getByRole('table', { name: '小组第三排名' });
    const rows = within(thirds).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('出线') && !row.textContent.includes('出局'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(rows[4]).toHaveTextContent('匈牙利');
  });

  it('looks back: before the last matchday, Germany through whatever happened, Scotland needing a win', async () => {
    server = installFootballServer(world());
    await renderRoute('/euro-cup');
    fireEvent.click(await screen.findByRole('radio', { name: '小组积分' }));
    fireEvent.click(await screen.findByRole('radio', { name: '第2轮后' }));
    const outlook = screen.getByRole('list', { name: 'A组 出线形势' });
    const [germany, switzerland, scotland] = within(outlook).getAllByRole('listitem');
    expect(germany).toHaveTextContent('德国已出线小组第1–2');
    expect(germany).toHaveTextContent('对 瑞士（客）胜 出线 · 第1平 出线 · 第1负 出线 · 第2');
    expect(switzerland).toHaveTextContent('瑞士待定');
    expect(scotland).toHaveTextContent('对 匈牙利（主）胜 看其他场次平 看其他场次 · 第3负 出局');
    // The table as it stood then.
    const groupA = screen.getByRole('table', { name: 'A组积分榜' });
    expect(within(groupA).getAllByRole('row')[1]).toHaveTextContent('德国2200');
  });
});

it('a Euro team page shows its group outlook', async () => {
  server = installFootballServer(world());
  await renderRoute(`/euro-cup/team/${teamId('DEN')}`);
  expect(await screen.findByRole('heading', { name: '丹麦', level: 2 })).toBeInTheDocument();
  const outlook = await screen.findByRole('region', { name: '出线形势' });
  expect(outlook).toHaveTextContent('已出线 小组第2');
  expect(server.sentTo(EuroCalls.ranking.path)).toHaveLength(1);
});

it('a Euro team page takes its season from season-list {id}, and the ranking call names the group stage', async () => {
  const data = world();
  const denmark = teamId('DEN');
  // A friendly season first and an older Euro: the page keeps the newest Euro season, not the first stage's.
  data.teamSeasons[denmark] = [
    { competitionId: 10632, competitionName: '友谊赛', seasonId: 70001, seasonName: '2024' },
    { competitionId: 11334, competitionName: '欧洲杯', seasonId: 51334, seasonName: '2020' },
    { competitionId: 11334, competitionName: '欧洲杯', seasonId: 61335, seasonName: '2024' },
  ];
  server = installFootballServer(data);
  await renderRoute(`/euro-cup/team/${denmark}`);
  await screen.findByRole('region', { name: '出线形势' });
  expect(server.sentTo(EuroCalls.teamSeasonList.path).map(paramsOf)).toEqual([{ id: String(denmark) }]);
  await waitFor(() => expect(server.sentTo(EuroCalls.teamSeasonMatch.path).map(paramsOf)).toEqual([{ teamId: String(denmark), seasonId: '61335' }]));
  expect(server.sentTo(EuroCalls.ranking.path).map(paramsOf)).toEqual([{ stageId: '613340', groupName: '' }]);
});

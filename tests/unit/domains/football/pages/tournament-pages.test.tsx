/**
 * /euro-cup and a Euro team page over the development server's football routes (in-process,
 * support/football-backend), whose world replays the real Euro 2024.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FootballCompetition, type TeamSeasonItem } from '@src/contracts/football';
import { EuroCalls } from '@src/contracts/football-calls';
import { nationalTeamIdByCode } from '@shell-demo/server/world/teams';
import { nodeOk, paramsOf } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { euroSeason, installFootballBackend } from '../support/football-backend';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installFootballBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

const denmark = nationalTeamIdByCode('DEN');

describe('/euro-cup', () => {
  it('opens on the schedule of the last match day', async () => {
    backend = installFootballBackend();
    await renderRoute('/euro-cup');
    const list = await screen.findByRole('list', { name: /的比赛$/ });
    expect(within(list).getByText('决赛')).toBeInTheDocument();
    expect(within(list).getByText('2 : 1')).toBeInTheDocument();
  });

  it('shows every group with who went through, and the best thirds', async () => {
    backend = installFootballBackend();
    await renderRoute('/euro-cup');
    fireEvent.click(await screen.findByRole('radio', { name: '小组积分' }));
    const groupC = await screen.findByRole('table', { name: 'C组积分榜' });
    expect(within(groupC).getAllByText('已出线')).toHaveLength(3);
    expect(within(groupC).getAllByText('已出局')).toHaveLength(1);
    expect(
      screen.getAllByText((_, element) => element?.tagName === 'P' && element.textContent === '已出线待定已出局'),
    ).not.toHaveLength(0);
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
    backend = installFootballBackend();
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
  backend = installFootballBackend();
  await renderRoute(`/euro-cup/team/${denmark}`);
  expect(await screen.findByRole('heading', { name: '丹麦', level: 2 })).toBeInTheDocument();
  const outlook = await screen.findByRole('region', { name: '出线形势' });
  expect(outlook).toHaveTextContent('已出线 小组第2');
  expect(backend.sentTo(EuroCalls.ranking.path)).toHaveLength(1);
});

it('a Euro team page offline: one 重试 for the team, its season and the groups (QA saw two stacked)', async () => {
  let offline = true;
  backend = installFootballBackend(() => (offline ? { network: true } : undefined));
  await renderRoute(`/euro-cup/team/${denmark}`);
  await screen.findByRole('button', { name: '重试' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
  offline = false;
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '出线形势' })).toHaveTextContent('已出线 小组第2');
});

it('a Euro team page takes its season from season-list {id}, and the ranking call names the group stage', async () => {
  const season = euroSeason();
  const groupStage = season.stages.find((stage) => stage.kind === 'group')!;
  // The world's stages carry their season's own id: season-list answers another one for the
  // newest Euro, so the page can only have it from season-list. A friendly season comes first and
  // an older Euro: the page keeps the newest Euro season, not the first one listed.
  const newestEuro = season.id + 1;
  const seasons: TeamSeasonItem[] = [
    { competitionId: FootballCompetition.friendlies, competitionName: '友谊赛', seasonId: 70001, seasonName: '2024' },
    { competitionId: FootballCompetition.euro, competitionName: '欧洲杯', seasonId: season.id - 1, seasonName: '2020' },
    { competitionId: FootballCompetition.euro, competitionName: '欧洲杯', seasonId: newestEuro, seasonName: '2024' },
  ];
  backend = installFootballBackend((request) =>
    request.path === EuroCalls.teamSeasonList.path ? nodeOk(seasons) : undefined,
  );
  await renderRoute(`/euro-cup/team/${denmark}`);
  await screen.findByRole('region', { name: '出线形势' });
  expect(backend.sentTo(EuroCalls.teamSeasonList.path).map(paramsOf)).toEqual([{ id: String(denmark) }]);
  await waitFor(() =>
    expect(backend.sentTo(EuroCalls.teamSeasonMatch.path).map(paramsOf)).toEqual([
      { teamId: String(denmark), seasonId: String(newestEuro) },
    ]),
  );
  expect(backend.sentTo(EuroCalls.ranking.path).map(paramsOf)).toEqual([
    { stageId: String(groupStage.id), groupName: '' },
  ]);
});

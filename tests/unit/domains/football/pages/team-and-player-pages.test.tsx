/**
 * The team and player pages of /five-leagues over the development server's football routes
 * (in-process, support/football-backend): Liverpool and one of its forwards in the world's season.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type BestPlayer,
  type PlayerBasic,
  type PlayerSeasonStat,
  type TeamLeader,
  type TeamLineUp,
  type TeamSeasonItem,
} from '@src/contracts/football';
import { FootballCalls } from '@src/contracts/football-calls';
import { nodeOk } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { installFootballBackend } from '../support/football-backend';
import { pageTestsOnTheWorld } from '@tests/support/world-page-tests';
import { textsByRole } from '@tests/support/role-texts';

jest.setTimeout(30_000);

const LIVERPOOL = 1111;
/** A forward of Liverpool whose name has an original (Latin) form. */
const FORWARD = 111120;

let backend: ReturnType<typeof installFootballBackend>;
pageTestsOnTheWorld();
afterEach(() => backend.restore());

describe('/five-leagues/league/{leagueId}/team/{id}', () => {
  it('shows the team, its known competitions, matches, leaders, best players and squad', async () => {
    backend = installFootballBackend(async (request, serverData) => {
      // A competition id the pages do not know is dropped from the season list.
      if (request.path === FootballCalls.teamSeasonList.path) {
        const [first, ...rest] = (await serverData()) as TeamSeasonItem[];
        const unknown: TeamSeasonItem = {
          competitionId: 99999,
          competitionName: '未知杯',
          seasonId: 99,
          seasonName: '2026',
        };
        return nodeOk([first, unknown, ...rest]);
      }
      // A statistic nobody leads yet (the world's team has a leader for each): 暂无.
      if (request.path === FootballCalls.teamLeaders.path) {
        const leaders = (await serverData()) as TeamLeader[];
        return nodeOk(leaders.map((leader) => (leader.stat === 'saves' ? { ...leader, player: null } : leader)));
      }
      return undefined;
    });
    await renderRoute(`/five-leagues/league/12387/team/${LIVERPOOL}`);
    expect(await screen.findByRole('heading', { name: '利物浦', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('英格兰 · 主场 Anfield')).toBeInTheDocument();
    const seasons = await screen.findByRole('tablist', { name: '选择赛事' });
    expect(textsByRole(seasons, 'tab')).toEqual(['英超', '欧冠']);
    expect(within(seasons).getByRole('tab', { name: '英超' })).toHaveAttribute('aria-selected', 'true');
    const schedule = await screen.findByRole('list', { name: '赛程' });
    expect(within(schedule).getAllByText('英超 · 联赛').length).toBeGreaterThan(0);
    await waitFor(() => expect(backend.answersTo(FootballCalls.teamLeaders.path)).toHaveLength(1));
    const scorer = backend
      .answersTo<TeamLeader[]>(FootballCalls.teamLeaders.path)[0]!
      .find((leader) => leader.stat === 'goals')!.player!;
    expect(
      await screen.findByRole('link', { name: new RegExp(`进球\\s*${scorer.name}\\s*${scorer.value}`) }),
    ).toHaveAttribute('href', `/five-leagues/league/12387/player/${scorer.playerId}`);
    expect(screen.getByText('暂无')).toBeInTheDocument();
    const [best] = backend.answersTo<BestPlayer[]>(FootballCalls.teamBestPlayers.path)[0]!;
    expect(
      screen.getByRole('link', {
        name: new RegExp(
          `${best!.name}\\s*${best!.positionZh} · ${best!.shirtNumber}号\\s*${best!.goals}球 ${best!.assists}助攻`,
        ),
      }),
    ).toBeInTheDocument();
    const squad = screen.getByRole('region', { name: '阵容' });
    const keeper = backend
      .answersTo<TeamLineUp>(FootballCalls.teamLineUp.path)[0]!
      .players.find((player) => player.position === 'goalkeeper')!;
    expect(within(squad).getByRole('region', { name: '门将' })).toHaveTextContent(keeper.name);
  });

  it('switches competition, and between its matches and all of them', async () => {
    backend = installFootballBackend();
    await renderRoute(`/five-leagues/league/12387/team/${LIVERPOOL}`);
    fireEvent.click(await screen.findByRole('tab', { name: '欧冠' }));
    const schedule = await screen.findByRole('list', { name: '赛程' });
    // Played ties: their clock says 完场, so the caption carries the day (QA saw a season of undated 完场).
    expect((await within(schedule).findAllByText(/^欧冠 · 1\/8决赛 · \d{2}-\d{2}$/)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: '全部赛事' }));
    // The call leaves in an effect after the click: wait for it rather than for list items that may still be the season's.
    await waitFor(() => expect(backend.sentTo(FootballCalls.teamMatches.path)).toHaveLength(1));
    expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
  });

  it("offline: one 加载失败 and one 重试 (QA saw the header's and the seasons' stacked), which brings both", async () => {
    let offline = true;
    backend = installFootballBackend(() => (offline ? { network: true } : undefined));
    await renderRoute(`/five-leagues/league/12387/team/${LIVERPOOL}`);
    await screen.findByRole('button', { name: '重试' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '利物浦', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: '选择赛事' })).toBeInTheDocument();
  });

  it('says so for an id that is not one', async () => {
    backend = installFootballBackend();
    await renderRoute('/five-leagues/league/12387/team/abc');
    expect(await screen.findByText('没有找到这个页面')).toBeInTheDocument();
  });
});

describe('/five-leagues/league/{leagueId}/player/{id}', () => {
  it("shows the player's details and a season's statistics", async () => {
    backend = installFootballBackend();
    await renderRoute(`/five-leagues/league/12387/player/${FORWARD}`);
    await waitFor(() => expect(backend.answersTo(FootballCalls.playerBasic.path)).toHaveLength(1));
    const player = backend.answersTo<PlayerBasic>(FootballCalls.playerBasic.path)[0]!;
    expect(await screen.findByRole('heading', { name: player.name, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '利物浦' })).toHaveAttribute(
      'href',
      `/five-leagues/league/12387/team/${LIVERPOOL}`,
    );
    expect(screen.getByText(`${player.heightCm}cm`)).toBeInTheDocument();
    await waitFor(() => expect(backend.answersTo(FootballCalls.playerSeasonStat.path)).toHaveLength(1));
    const [league] = backend.answersTo<PlayerSeasonStat>(FootballCalls.playerSeasonStat.path);
    expect(await screen.findByText(`${league!.minutesPlayed}′`)).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: '选择赛事' })).getAllByRole('tab')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: '欧冠' }));
    await waitFor(() => expect(backend.answersTo(FootballCalls.playerSeasonStat.path)).toHaveLength(2));
    const cup = backend.answersTo<PlayerSeasonStat>(FootballCalls.playerSeasonStat.path)[1]!;
    expect(cup.minutesPlayed).not.toBe(league!.minutesPlayed);
    expect(await screen.findByText(`${cup.minutesPlayed}′`)).toBeInTheDocument();
  });

  it('prints the Chinese name first and the original second', async () => {
    backend = installFootballBackend();
    await renderRoute(`/five-leagues/league/12387/player/${FORWARD}`);
    await waitFor(() => expect(backend.answersTo(FootballCalls.playerBasic.path)).toHaveLength(1));
    const player = backend.answersTo<PlayerBasic & { nameEn: string }>(FootballCalls.playerBasic.path)[0]!;
    const heading = await screen.findByRole('heading', { name: player.name, level: 2 });
    const original = screen.getByText(player.nameEn);
    expect(heading.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a failed load offers retry', async () => {
    let fail = true;
    backend = installFootballBackend(() => (fail ? { network: true } : undefined));
    await renderRoute(`/five-leagues/league/12387/player/${FORWARD}`);
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(backend.answersTo(FootballCalls.playerBasic.path)).toHaveLength(1));
    const player = backend.answersTo<PlayerBasic>(FootballCalls.playerBasic.path)[0]!;
    expect(await screen.findByRole('heading', { name: player.name, level: 2 })).toBeInTheDocument();
  });

  it('says so for a league id that is not one, and asks nothing', async () => {
    backend = installFootballBackend();
    await renderRoute(`/five-leagues/league/x1/player/${FORWARD}`);
    expect(await screen.findByText('没有找到这个页面')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '球员' })).toBeInTheDocument();
    expect(backend.sentTo(FootballCalls.playerBasic.path)).toHaveLength(0);
  });
});

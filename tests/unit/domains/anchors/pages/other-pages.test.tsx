/**
 * /anchor/all-anchor, /anchor/week-rank and /anchor/anchor-image/:id over the development
 * server's anchors routes (in-process, support/anchors-backend) at a fixed time: the world's
 * 200 streamers (a few banned, some on air) and its weekly ranking.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls, type Streamer, type StreamerRankItem } from '@src/contracts/anchors';
import { AnchorRankCalls } from '@src/contracts/anchors-rank';
import { formatCount as formatCountIn } from '@src/platform/i18n/formats';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { shownToasts } from '@tests/support/app-world';
import { ok } from '@tests/support/fake-transport';
import { BACKEND_NOW, overrideRoute } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import {
  allStreamers,
  installAnchorsBackend,
  anchorsPageHooks,
  isOnAir,
  type AnchorsBackend,
} from '../support/anchors-backend';
import { setUpAnchorsWorld } from '../support/store-setup';

/** A count as the zh-CN page writes it. */
const formatCount = (count: number) => formatCountIn('zh-CN', count);

/** The age the pages write: the year difference at the world's time (the device clock is set to it). */
const ageOf = (birthday: string) => new Date(BACKEND_NOW).getFullYear() - Number(birthday.slice(0, 4));
const BANNED = 3;

let backend: AnchorsBackend;
anchorsPageHooks(() => backend.restore());

/** A row of a list of streamers, by the room it leads to. */
const rowOf = (list: HTMLElement, hostId: number) =>
  within(list)
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === `/anchor/detail/${hostId}`)!;

describe('/anchor/all-anchor', () => {
  it('lists the anchors 20 at a time, banned ones left out', async () => {
    backend = installAnchorsBackend();
    const everyone = await allStreamers(backend);
    const shown = everyone.filter((streamer) => streamer.liveStatus !== BANNED);
    const banned = everyone.filter((streamer) => streamer.liveStatus === BANNED);
    expect(banned.length).toBeGreaterThan(0);
    await renderRoute('/anchor/all-anchor');
    expect(await screen.findByRole('heading', { name: '全部主播' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '全部主播' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    for (let pages = 1; pages * 20 < shown.length; pages += 1) {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min((pages + 1) * 20, shown.length));
    }
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    for (const streamer of banned) expect(rowOf(list, streamer.id)).toBeUndefined();
    expect(backend.sentTo(AnchorCalls.hostList.path)).toHaveLength(1);
  });

  it('shows age, tags and live state, and filters the live ones', async () => {
    backend = installAnchorsBackend();
    const firstPage = (await allStreamers(backend)).filter((streamer) => streamer.liveStatus !== BANNED).slice(0, 20);
    // Live ones come first: the first is on air, with a birthday and more tags than a row shows.
    const live = firstPage.find(
      (streamer) => isOnAir(streamer) && streamer.birthday !== null && streamer.tags.length > 3,
    )!;
    const secret = firstPage.find((streamer) => streamer.birthday === null)!;
    await renderRoute('/anchor/all-anchor');
    const list = await screen.findByRole('list', { name: '全部主播' });
    const row = rowOf(list, live.id);
    expect(row).toHaveAccessibleName(new RegExp(`^${live.nickName} `));
    expect(within(row).getByText(new RegExp(`^${ageOf(live.birthday!)}岁`))).toBeInTheDocument();
    expect(within(row).getByText('直播中')).toBeInTheDocument();
    expect(within(row).getByText(live.tags[0]!)).toBeInTheDocument();
    expect(within(row).queryByText(live.tags[3]!)).toBeNull();
    expect(rowOf(list, secret.id)).toHaveTextContent('年龄保密');
    expect(
      within(list)
        .getAllByRole('link', { name: `查看${live.nickName}的资料` })
        .map((link) => link.getAttribute('href')),
    ).toContain(`/anchor/anchor-image/${live.id}`);
    fireEvent.click(screen.getByRole('radio', { name: '直播中' }));
    const onAir = (await allStreamers(backend)).filter(isOnAir);
    expect(within(screen.getByRole('list', { name: '全部主播' })).getAllByRole('listitem')).toHaveLength(
      Math.min(20, onAir.length),
    );
  });

  it('shows an error state with retry, and an empty state', async () => {
    // Every call fails, then the list comes back empty (the world has streamers: amended).
    let fail = true;
    backend = installAnchorsBackend((request) =>
      fail ? { network: true } : request.path === AnchorCalls.hostList.path ? ok([]) : undefined,
    );
    await renderRoute('/anchor/all-anchor');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('暂无主播')).toBeInTheDocument();
  });
});

describe('/anchor/week-rank', () => {
  it('lists the weekly ranking with rank, live state, watchers and fans', async () => {
    backend = installAnchorsBackend();
    await renderRoute('/anchor/week-rank');
    const rows = await screen.findAllByRole('link');
    const rank = backend.answersTo<StreamerRankItem[]>(AnchorRankCalls.hostRank.path)[0]!;
    expect(rows).toHaveLength(rank.length);
    expect(rows[0]).toHaveAttribute('href', `/anchor/detail/${rank[0]!.id}`);
    expect(within(rows[0]!).getByText('第1名')).toBeInTheDocument();
    const live = rank.findIndex((item) => item.liveStatus === 1);
    const offAir = rank.findIndex((item) => item.liveStatus !== 1);
    expect(within(rows[live]!).getByText('直播中')).toBeInTheDocument();
    expect(within(rows[offAir]!).queryByText('直播中')).toBeNull();
    expect(within(rows[0]!).getByText(`${formatCount(rank[0]!.watcherCount)}人观看`)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(`粉丝 ${formatCount(rank[0]!.fansCount)}`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`${formatCount(rank[1]!.watcherCount)}人观看`)).toBeInTheDocument();
  });

  it('shows empty and error states', async () => {
    // The world always has a ranking: amended to none.
    backend = installAnchorsBackend(overrideRoute(AnchorRankCalls.hostRank.path, ok([])).override);
    const view = await renderRoute('/anchor/week-rank');
    expect(await screen.findByText('暂无排行数据')).toBeInTheDocument();
    view.unmount();
    backend.restore();
    // A first visit: nothing kept from an earlier one.
    setUpAnchorsWorld();
    clearAllLastSeen();
    backend = installAnchorsBackend(
      overrideRoute(AnchorRankCalls.hostRank.path, { envelope: { code: 50001, msg: '服务繁忙' } }).override,
    );
    await renderRoute('/anchor/week-rank');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the ranking of an earlier visit, marked 上次更新, when the fresh one cannot be had', async () => {
    backend = installAnchorsBackend();
    const view = await renderRoute('/anchor/week-rank');
    const [first] = await screen.findAllByRole('link');
    const leader = backend.answersTo<StreamerRankItem[]>(AnchorRankCalls.hostRank.path)[0]![0]!;
    expect(within(first!).getByText(leader.nickName)).toBeInTheDocument();
    expect(screen.queryByText(/上次更新/)).toBeNull();
    view.unmount();
    backend.restore();
    // The next visit, offline: yesterday's ranking at once, marked as not current.
    setUpAnchorsWorld();
    backend = installAnchorsBackend(overrideRoute(AnchorRankCalls.hostRank.path, { network: true }).override);
    await renderRoute('/anchor/week-rank');
    expect(within(screen.getAllByRole('link')[0]!).getByText(leader.nickName)).toBeInTheDocument();
    expect(screen.getByText(/^上次更新 \d\d:\d\d$/)).toBeInTheDocument();
    await waitFor(() => expect(shownToasts()).toContainEqual(['fail', '刷新失败，已显示上次的内容']));
    expect(within(screen.getAllByRole('link')[0]!).getByText(leader.nickName)).toBeInTheDocument();
  });
});

describe('/anchor/anchor-image/:id', () => {
  it('shows the big picture, nickname, age, tags and introduction, and leads into the room', async () => {
    backend = installAnchorsBackend();
    const streamer = (await allStreamers(backend)).find(
      (candidate) => isOnAir(candidate) && candidate.birthday !== null && candidate.tags.length >= 3,
    )!;
    await renderRoute(`/anchor/anchor-image/${streamer.id}`);
    const name = await screen.findByRole('heading', { name: new RegExp(streamer.nickName) });
    expect(name).toHaveTextContent('直播中');
    expect(screen.getByRole('img', { name: streamer.nickName })).toHaveAttribute(
      'src',
      `http://files.test/api/forehead/system/file/get/${streamer.pictureId}`,
    );
    expect(screen.getByText(new RegExp(`^${ageOf(streamer.birthday!)}岁 · 粉丝`))).toBeInTheDocument();
    expect(screen.getByText(streamer.tags[2]!)).toBeInTheDocument();
    expect(screen.getByText(streamer.introduction)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', `/anchor/detail/${streamer.id}`);
    expect(screen.getByRole('button', { name: `关注 ${streamer.nickName}` })).toBeInTheDocument();
  });

  it('fills a missing introduction, and says when the anchor is unknown or banned', async () => {
    // Every streamer of the world introduces themselves: one is amended to say nothing.
    const quiet = { id: 0 };
    backend = installAnchorsBackend(async (request, serverData) => {
      if (request.path !== AnchorCalls.hostList.path) return undefined;
      const list = (await serverData()) as Streamer[];
      return ok(list.map((streamer) => (streamer.id === quiet.id ? { ...streamer, introduction: '' } : streamer)));
    });
    const everyone = await allStreamers(backend);
    quiet.id = everyone.find((streamer) => streamer.liveStatus !== BANNED)!.id;
    const banned = everyone.find((streamer) => streamer.liveStatus === BANNED)!;
    const view = await renderRoute(`/anchor/anchor-image/${quiet.id}`);
    expect(await screen.findByText('这个主播很神秘，还没有简介')).toBeInTheDocument();
    view.unmount();
    await renderRoute(`/anchor/anchor-image/${banned.id}`);
    expect(await screen.findByText('主播不存在或已下线')).toBeInTheDocument();
  });
});

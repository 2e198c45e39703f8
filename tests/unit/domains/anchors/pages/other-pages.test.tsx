import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls } from '@src/contracts/anchors';
import { clearAllLastSeen } from '@src/platform/store/last-seen';
import { shownToasts } from '@tests/support/app-world';
import { emptyData, installAnchorsServer, type FakeAnchorsData } from '../support/anchors-server';
import { streamer, rankItem, scheduleEntry } from '../support/fixtures';
import { renderRoute } from '@tests/support/render-route';
import { setUpAnchorsWorld } from '../support/store-setup';

const thisYear = new Date().getFullYear();

function world(): FakeAnchorsData {
  const data = emptyData();
  data.streamers = Array.from({ length: 45 }, (_, index) =>
    streamer({
      id: index + 1,
      nickName: `主播${index + 1}`,
      birthday: index === 0 ? `${thisYear - 25}-05-06` : index === 1 ? null : '1999-01-01',
      liveStatus: index < 3 ? 1 : index === 44 ? 3 : 0,
      liveSchedule: index < 3 ? [scheduleEntry({ liveStatus: 1 })] : [],
      tags: ['足球', '颜值', '数据分析', '第四个'],
      introduction: index === 0 ? '前职业球员，战术板常驻直播间。' : '',
    }),
  );
  data.rank = [
    rankItem({ rank: 1, id: 1, nickName: '主播1', watcherCount: 46_000, fansCount: 280_000, liveStatus: 1 }),
    rankItem({ rank: 2, id: 2, nickName: '主播2', watcherCount: 9_000, fansCount: 12_000 }),
  ];
  return data;
}

let server: ReturnType<typeof installAnchorsServer>;
beforeEach(() => setUpAnchorsWorld());
afterEach(() => server.restore());

describe('/anchor/all-anchor', () => {
  it('lists the anchors 20 at a time, banned ones left out', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/all-anchor');
    expect(await screen.findByRole('heading', { name: '全部主播' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '全部主播' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(44);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByText('主播45')).toBeNull();
    expect(server.sentTo(AnchorCalls.hostList.path)).toHaveLength(1);
  });

  it('shows age, tags and live state, and filters the live ones', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/all-anchor');
    const first = await screen.findByRole('link', { name: /^主播1 / });
    expect(first).toHaveAttribute('href', '/anchor/detail/1');
    expect(within(first).getByText(/^25岁/)).toBeInTheDocument();
    expect(within(first).getByText('直播中')).toBeInTheDocument();
    expect(within(first).queryByText('第四个')).toBeNull();
    expect(screen.getByRole('link', { name: /^主播2 / })).toHaveTextContent('年龄保密');
    expect(screen.getByRole('link', { name: '查看主播1的资料' })).toHaveAttribute('href', '/anchor/anchor-image/1');
    fireEvent.click(screen.getByRole('radio', { name: '直播中' }));
    expect(within(screen.getByRole('list', { name: '全部主播' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows an error state with retry, and an empty state', async () => {
    let fail = true;
    server = installAnchorsServer(emptyData(), () => (fail ? { network: true } : undefined));
    await renderRoute('/anchor/all-anchor');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('暂无主播')).toBeInTheDocument();
  });
});

describe('/anchor/week-rank', () => {
  it('lists the weekly ranking with rank, live state, watchers and fans', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/week-rank');
    const rows = await screen.findAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/anchor/detail/1');
    expect(within(rows[0]!).getByText('第1名')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('直播中')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4.6万人观看')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('粉丝 28万')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('9000人观看')).toBeInTheDocument();
  });

  it('shows empty and error states', async () => {
    server = installAnchorsServer(emptyData());
    const view = await renderRoute('/anchor/week-rank');
    expect(await screen.findByText('暂无排行数据')).toBeInTheDocument();
    view.unmount();
    server.restore();
    // A first visit: nothing kept from an earlier one.
    setUpAnchorsWorld();
    clearAllLastSeen();
    server = installAnchorsServer(emptyData(), () => ({ envelope: { code: 50001, msg: '服务繁忙' } }));
    await renderRoute('/anchor/week-rank');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the ranking of an earlier visit, marked 上次更新, when the fresh one cannot be had', async () => {
    const data = emptyData();
    data.rank = [rankItem({ id: 1, rank: 1, nickName: '老朋友' })];
    server = installAnchorsServer(data);
    const view = await renderRoute('/anchor/week-rank');
    expect(await screen.findByText('老朋友')).toBeInTheDocument();
    expect(screen.queryByText(/上次更新/)).toBeNull();
    view.unmount();
    server.restore();
    // The next visit, offline: yesterday's ranking at once, marked as not current.
    setUpAnchorsWorld();
    server = installAnchorsServer(emptyData(), () => ({ network: true }));
    await renderRoute('/anchor/week-rank');
    expect(screen.getByText('老朋友')).toBeInTheDocument();
    expect(screen.getByText(/^上次更新 \d\d:\d\d$/)).toBeInTheDocument();
    await waitFor(() => expect(shownToasts()).toContainEqual(['fail', '刷新失败，已显示上次的内容']));
    expect(screen.getByText('老朋友')).toBeInTheDocument();
  });
});

describe('/anchor/anchor-image/:id', () => {
  it('shows the big picture, nickname, age, tags and introduction, and leads into the room', async () => {
    server = installAnchorsServer(world());
    await renderRoute('/anchor/anchor-image/1');
    const name = await screen.findByRole('heading', { name: /主播1/ });
    expect(name).toHaveTextContent('直播中');
    expect(screen.getByRole('img', { name: '主播1' })).toHaveAttribute(
      'src',
      'http://files.test/api/forehead/system/file/get/avatar-1.svg',
    );
    expect(screen.getByText(/^25岁 · 粉丝/)).toBeInTheDocument();
    expect(screen.getByText('数据分析')).toBeInTheDocument();
    expect(screen.getByText('前职业球员，战术板常驻直播间。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', '/anchor/detail/1');
    expect(screen.getByRole('button', { name: '关注 主播1' })).toBeInTheDocument();
  });

  it('fills a missing introduction, and says when the anchor is unknown or banned', async () => {
    server = installAnchorsServer(world());
    const view = await renderRoute('/anchor/anchor-image/2');
    expect(await screen.findByText('这个主播很神秘，还没有简介')).toBeInTheDocument();
    view.unmount();
    await renderRoute('/anchor/anchor-image/45');
    expect(await screen.findByText('主播不存在或已下线')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls } from '@src/contracts/anchors';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { installAnchorsServer, emptyData, type FakeAnchorsData } from '../support/anchors-server';
import { paramsOf } from '@tests/support/fake-transport';
import { configImage, streamer, liveMatch, liveNow, moment, scheduleEntry } from '../support/fixtures';
import { anchorInfo, liveValue, matchSummary } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import { setUpAnchorsWorld } from '../support/store-setup';

const HOUR = 3_600_000;

function world(): FakeAnchorsData {
  const now = Date.now();
  const data = emptyData();
  const streamers = Array.from({ length: 10 }, (_, index) =>
    streamer({
      id: index + 1,
      nickName: `主播${index + 1}`,
      watcherCount: 12_345,
      liveStatus: index === 0 ? 1 : 0,
      tags: index === 0 ? ['足球', '解说'] : ['篮球'],
      liveSchedule:
        index === 0
          ? [scheduleEntry({ matchId: 600, liveStatus: 1 })]
          : [scheduleEntry({ matchId: 700, startDate: now + 5 * HOUR })],
    }),
  );
  data.home = {
    hosts: streamers,
    liveMatchList: [
      liveNow(600, 1, {
        startDate: now - HOUR / 2,
        match: matchSummary({
          id: 600,
          statusId: 2,
          homeScore: 1,
          minute: 30,
          home: { id: 1, nameZh: '阿森纳', shortNameZh: '阿森纳', logoFileId: '' },
        }),
      }),
      liveMatch({
        matchId: 700,
        startDate: now + 5 * HOUR,
        match: matchSummary({
          id: 700,
          matchDate: now + 5 * HOUR,
          home: { id: 2, nameZh: '利物浦', shortNameZh: '利物浦', logoFileId: '' },
        }),
        hostList: [anchorInfo({ hostId: 2 })],
      }),
    ],
    hostMomentList: Array.from({ length: 20 }, (_, index) =>
      moment({ id: index + 1, content: `动态内容${index + 1}`, createDate: now - index * 60_000 }),
    ),
  };
  data.moments[0] = [
    ...data.home.hostMomentList,
    ...Array.from({ length: 5 }, (_, index) =>
      moment({ id: 100 + index, content: `更早的动态${index}`, createDate: now - (100 + index) * 60_000 }),
    ),
  ];
  data.images[30301] = [
    configImage({
      id: 1,
      title: '主播活动',
      images: 'banner-a.svg',
      actionType: 4,
      actionContent: '{"hostId":1,"matchId":600}',
    }),
    configImage({
      id: 2,
      title: '失效活动',
      images: 'banner-b.svg',
      actionType: 4,
      actionContent: '{"hostId":9,"matchId":999}',
    }),
  ];
  return data;
}

let server: ReturnType<typeof installAnchorsServer>;
beforeEach(() => setUpAnchorsWorld());
afterEach(() => server.restore());

it('shows a skeleton, then banners, the live matches, the anchors in groups of 8 and the moments', async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor');
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  await screen.findByRole('heading', { name: '热门主播' });

  // Banners: the reachable anchor banner only.
  const carousel = screen.getByRole('region', { name: '推荐活动' });
  expect(within(carousel).getByRole('img', { name: '主播活动' })).toHaveAttribute(
    'src',
    'http://files.test/api/forehead/system/file/get/banner-a.svg',
  );
  expect(within(carousel).queryByRole('img', { name: '失效活动' })).toBeNull();

  // The anchors: two pages of a swipe, 8 and 2, with live state, watchers and tags.
  const pages = screen.getAllByRole('list', { name: /^第 \d 页，共 2 页$/ });
  // The pages off screen fill in right after the first one.
  await waitFor(() => expect(pages.map((page) => within(page).queryAllByRole('listitem').length)).toEqual([8, 2]));
  const first = within(pages[0]!).getByRole('link', { name: /主播1 / });
  expect(first).toHaveAttribute('href', '/anchor/detail/1');
  expect(within(first).getByText('直播中')).toBeInTheDocument();
  expect(within(first).getByText('1.2万人观看')).toBeInTheDocument();
  expect(within(first).getByText('足球')).toBeInTheDocument();

  // Moments: page 1 from the anchor list (below the first screen: they mount right after it).
  expect(await screen.findByText('动态内容1')).toBeInTheDocument();
  expect(screen.getByText('动态内容20')).toBeInTheDocument();
  // One request for the whole first screen, plus the two image categories.
  expect(server.sentTo(AnchorCalls.anchorList.path)).toHaveLength(1);
  expect(paramsOf(server.sentTo(AnchorCalls.anchorList.path)[0]!)).toEqual({
    pid: '164',
    matchSource: '164',
    t: '1',
    momentSort: '1',
  });
});

it('loads the moments only when their box comes near the screen', async () => {
  // A stand-in IntersectionObserver that the test fires by hand.
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    server = installAnchorsServer(world());
    await renderRoute('/anchor');
    await screen.findByRole('heading', { name: '热门主播' });
    await waitFor(() => expect(observers).toHaveLength(1));
    expect(observers[0]!.margin).toBe('0px 0px 25% 0px');
    expect(screen.queryByText('动态内容1')).toBeNull();

    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('动态内容1')).toBeInTheDocument();
  } finally {
    window.IntersectionObserver = original;
  }
});

it("lists live matches under 直播中 / 即将开始 / 赛程 and links each to its lead anchor's room", async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor');
  const tabs = await screen.findByRole('tablist', { name: '直播赛事分类' });
  expect(within(tabs).getByRole('tab', { name: '直播中' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('link', { name: /阿森纳/ })).toHaveAttribute('href', '/anchor/detail/1');
  fireEvent.click(within(tabs).getByRole('tab', { name: '赛程' }));
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /利物浦/ })).toHaveAttribute(
    'href',
    '/anchor/detail/2',
  );
  fireEvent.click(within(tabs).getByRole('tab', { name: '即将开始' }));
  expect(within(screen.getByRole('tabpanel')).getByText('暂无直播赛事')).toBeInTheDocument();
});

it("shows a pushed score in the match's card at once", async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor');
  const panel = await screen.findByRole('tabpanel');
  expect(within(panel).getByText('1 : 0')).toBeInTheDocument();
  act(() =>
    useLiveMatchStore
      .getState()
      .applyMatchLive([{ at: Date.now() + 1000, value: liveValue({ matchId: 600, homeScore: 2, minute: 55 }) }]),
  );
  expect(within(panel).getByText('2 : 0')).toBeInTheDocument();
  expect(within(panel).getByText("55'")).toBeInTheDocument();
});

it("opens an anchor banner's room through the navigation port", async () => {
  server = installAnchorsServer(world());
  const { navigation } = await renderRoute('/anchor');
  fireEvent.click(await screen.findByRole('button', { name: '主播活动' }));
  expect(navigation.jumps).toEqual([{ kind: 'app', path: '/anchor/detail/1' }]);
});

it('sorts moments (page 1 replaces) and appends the next page', async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor');
  await screen.findByText('动态内容1');
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  expect(await screen.findByText('更早的动态0')).toBeInTheDocument();
  expect(screen.getByText('动态内容1')).toBeInTheDocument();
  expect(paramsOf(server.sentTo(AnchorCalls.hostMoments.path)[0]!)).toEqual({ page: '2', size: '20', momentSort: '1' });

  fireEvent.click(screen.getByRole('radio', { name: '最热' }));
  await waitFor(() => expect(screen.queryByText('更早的动态0')).toBeNull());
  expect(screen.getByRole('radio', { name: '最热' })).toHaveAttribute('aria-checked', 'true');
  // Requests reach the transport after the (asynchronous) signing step.
  await waitFor(() => expect(server.sentTo(AnchorCalls.hostMoments.path)).toHaveLength(2));
  expect(paramsOf(server.sentTo(AnchorCalls.hostMoments.path)[1]!)).toEqual({ page: '1', size: '20', momentSort: '2' });
});

it('counts a like at once and sends the taps of a moment together', async () => {
  server = installAnchorsServer(world());
  await renderRoute('/anchor');
  await screen.findByText('动态内容1');
  const like = screen.getAllByRole('button', { name: '点赞，当前 10 个赞' })[0]!;
  fireEvent.click(like);
  fireEvent.click(screen.getAllByRole('button', { name: '点赞，当前 11 个赞' })[0]!);
  expect(screen.getAllByRole('button', { name: '点赞，当前 12 个赞' })).toHaveLength(1);
  await waitFor(() => expect(server.sentTo(AnchorCalls.likeMoment.path)).toHaveLength(1), { timeout: 2500 });
  expect(paramsOf(server.sentTo(AnchorCalls.likeMoment.path)[0]!)).toEqual({ momentId: '1', count: '2' });
});

it('renders nicknames and moment text as text only', async () => {
  const data = world();
  data.home.hosts[1] = streamer({ id: 2, nickName: '<img src=x onerror=alert(1)>' });
  data.home.hostMomentList[0] = moment({ id: 1, content: '<b>加粗</b><script>alert(1)</script>' });
  server = installAnchorsServer(data);
  const { container } = await renderRoute('/anchor');
  expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(await screen.findByText('<b>加粗</b><script>alert(1)</script>')).toBeInTheDocument();
  expect(container.querySelector('img[src="x"], b, script')).toBeNull();
});

it('shows an error state with retry when the first load fails', async () => {
  let fail = true;
  server = installAnchorsServer(world(), (request) =>
    request.path === AnchorCalls.anchorList.path && fail ? { network: true } : undefined,
  );
  await renderRoute('/anchor');
  const retry = await screen.findByRole('button', { name: '重试' });
  expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: '热门主播' })).toBeInTheDocument();
});

it('says so when there are no anchors and no live matches', async () => {
  server = installAnchorsServer(emptyData());
  await renderRoute('/anchor');
  expect(await screen.findByText('暂无主播')).toBeInTheDocument();
  // The moments mount in a transition after the first screen's commit.
  expect(await screen.findByText('主播还没有发布动态')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '焦点直播' })).toBeNull();
});

it("a press on a room's link starts the room's call before the click (issue 27)", async () => {
  const data = world();
  data.streamers = data.home.hosts;
  server = installAnchorsServer(data);
  await renderRoute('/anchor');
  const pages = await screen.findAllByRole('list', { name: /^第 \d 页，共 2 页$/ });
  const link = within(pages[0]!).getByRole('link', { name: /主播1 / });
  expect(server.sentTo(AnchorCalls.hostLiveMatchInfo.path)).toHaveLength(0);
  fireEvent.pointerDown(link);
  await waitFor(() => expect(server.sentTo(AnchorCalls.hostLiveMatchInfo.path)).toHaveLength(1));
  expect(paramsOf(server.sentTo(AnchorCalls.hostLiveMatchInfo.path)[0]!)).toEqual({ hostId: '1' });
  // A press elsewhere starts nothing.
  fireEvent.pointerDown(screen.getByRole('heading', { name: '热门主播' }));
  expect(server.sentTo(AnchorCalls.hostList.path)).toHaveLength(1);
});

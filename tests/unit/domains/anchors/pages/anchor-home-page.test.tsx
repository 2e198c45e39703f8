/**
 * /anchor over the development server's anchors routes (in-process, support/anchors-backend) at
 * a fixed time: the world's 200 streamers (some on air, a few banned), its matches with streamers
 * (in play, about to start, later), its moments and banners.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AnchorCalls, type AnchorHome, type LiveMatch, type Moment } from '@src/contracts/anchors';
import { AnchorMomentCalls, type MomentPage } from '@src/contracts/anchors-moments';
import { AnchorRoomCalls } from '@src/contracts/anchors-room';
import { SystemCalls } from '@src/contracts/system';
import type { ConfigImage } from '@src/contracts/system';
import { leadAnchor } from '@src/domains/match/rules/match-anchors';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { formatCount as formatCountIn } from '@src/platform/i18n/formats';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { BACKEND_NOW, overrideRoute, type Override } from '@tests/support/in-process-backend';
import { liveValue } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import { touchBannerStrip } from '@tests/support/banner-strip';
import {
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
} from '@tests/support/fake-intersection-observer';
import {
  homeAnswer,
  installAnchorsBackend,
  anchorsPageHooks,
  isOnAir,
  shownToAnyone,
  type AnchorsBackend,
} from '../support/anchors-backend';

/** A count as the zh-CN page writes it. */
const formatCount = (count: number) => formatCountIn('zh-CN', count);

const HOUR = 3_600_000;
const BANNED = 3;
const ANCHOR_BANNERS = '30301';
/** An anchor banner to a streamer and match the world does not have: the page drops it. */
const UNREACHABLE: ConfigImage = {
  id: 99_999,
  categoryId: 30301,
  title: '失效活动',
  images: 'banner-b.svg',
  actionType: 4,
  actionContent: '{"hostId":9,"matchId":999}',
  sort: 99,
  type: 0,
};

/** The world's anchor home, amended by `change` (what the world cannot give: markup, emptiness). */
const amendHome =
  (change: (home: AnchorHome) => AnchorHome): Override =>
  async (request, serverData) =>
    request.path === AnchorCalls.anchorList.path ? ok(change((await serverData()) as AnchorHome)) : undefined;

/** The world's anchor banners with an unreachable one added. */
const withUnreachableBanner: Override = async (request, serverData) =>
  request.path === SystemCalls.imagesQuery.path && paramsOf(request).categoryId === ANCHOR_BANNERS
    ? ok([...((await serverData()) as ConfigImage[]), UNREACHABLE])
    : undefined;

/** The world's anchor-jump banner (to a streamer of the home and a match they stream). */
const anchorBanner = (backend: AnchorsBackend): ConfigImage =>
  backend
    .answersTo<ConfigImage[]>(SystemCalls.imagesQuery.path)
    .flat()
    .find((row) => row.actionType === 4 && row.id !== UNREACHABLE.id)!;

/** The anchor a match's card leads to: the lead of the anchors any user is shown. */
const leadOf = (item: LiveMatch) =>
  leadAnchor(item.hostList.filter((anchor) => anchor.hostLiveStatus !== BANNED && shownToAnyone(anchor)))!;

/** A match's card in the strip: the link that names both teams. */
const cardOf = (panel: HTMLElement, item: LiveMatch): HTMLElement => {
  const [card, ...others] = within(panel)
    .getAllByRole('link')
    .filter(
      (link) =>
        link.textContent!.includes(item.match.home.shortNameZh) &&
        link.textContent!.includes(item.match.away.shortNameZh),
    );
  expect(others).toHaveLength(0);
  return card!;
};

const isComingSoon = (item: LiveMatch) => item.activityStatus === 0 && item.startDate - BACKEND_NOW <= 2 * HOUR;

/** The first moment's article, by its like button (moments of one text may be many). */
const firstMoment = () => screen.getAllByRole('article')[0]!;

let backend: AnchorsBackend;
anchorsPageHooks(() => backend.restore());

it('shows a skeleton, then banners, the live matches, the anchors in groups of 8 and the moments', async () => {
  backend = installAnchorsBackend(withUnreachableBanner);
  await renderRoute('/anchor');
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  await screen.findByRole('heading', { name: '热门主播' });
  const home = homeAnswer(backend);

  // Banners: the reachable anchor banner only.
  const carousel = screen.getByRole('region', { name: '推荐活动' });
  touchBannerStrip();
  const banner = anchorBanner(backend);
  expect(within(carousel).getAllByRole('img', { name: banner.title })[0]).toHaveAttribute(
    'src',
    `http://files.test/api/forehead/system/file/get/${encodeURIComponent(banner.images.split(',')[0]!)}`,
  );
  expect(within(carousel).queryByRole('img', { name: '失效活动' })).toBeNull();

  // The anchors (the banned left out), six pages of a swipe at most, 8 each, with live state, watchers and tags.
  const shown = home.hosts.filter((host) => host.liveStatus !== BANNED).slice(0, 6 * 8);
  const pageCount = Math.ceil(shown.length / 8);
  const pages = screen.getAllByRole('list', { name: new RegExp(`^第 \\d+ 页，共 ${pageCount} 页$`) });
  expect(pages).toHaveLength(pageCount);
  // The pages off screen fill in right after the first one.
  await waitFor(() =>
    expect(pages.map((page) => within(page).queryAllByRole('listitem').length)).toEqual(
      Array.from({ length: pageCount }, (_, index) => Math.min(8, shown.length - index * 8)),
    ),
  );
  const leader = shown[0]!;
  expect(isOnAir(leader)).toBe(true);
  const first = within(pages[0]!).getAllByRole('link')[0]!;
  expect(first).toHaveAccessibleName(new RegExp(`${leader.nickName} `));
  expect(first).toHaveAttribute('href', `/anchor/detail/${leader.id}`);
  expect(within(first).getByText('直播中')).toBeInTheDocument();
  expect(within(first).getByText(`${formatCount(leader.watcherCount)}人观看`)).toBeInTheDocument();
  expect(within(first).getByText(leader.tags[0]!)).toBeInTheDocument();

  // Moments: page 1 from the anchor list (below the first screen: they mount right after it).
  expect((await screen.findAllByText(home.hostMomentList[0]!.content)).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('article')).toHaveLength(home.hostMomentList.length);
  expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(home.hostMomentList.at(-1)!.content);
  // One request for the whole first screen, plus the two image categories.
  expect(backend.sentTo(AnchorCalls.anchorList.path)).toHaveLength(1);
  expect(paramsOf(backend.sentTo(AnchorCalls.anchorList.path)[0]!)).toEqual({
    pid: '164',
    matchSource: '164',
    t: '1',
    momentSort: '1',
  });
});

it('loads the moments only when their box comes near the screen', async () => {
  const observers = installFakeIntersectionObserver();
  try {
    backend = installAnchorsBackend();
    await renderRoute('/anchor');
    await screen.findByRole('heading', { name: '热门主播' });
    // The banner strips watch their slides too: the moments' box is the one watched from below the screen.
    const momentsBox = () => observers.find((observer) => observer.options.rootMargin === '0px 0px 25% 0px');
    await waitFor(() => expect(momentsBox()).toBeDefined());
    const newest = homeAnswer(backend).hostMomentList[0]!;
    expect(screen.queryAllByText(newest.content)).toHaveLength(0);
    // Nothing is loading yet: the placeholder's rows stand still.
    const blocks = document.querySelectorAll('.block');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).toHaveClass('still');

    act(() => momentsBox()!.reportAll(true));
    expect((await screen.findAllByText(newest.content)).length).toBeGreaterThan(0);
  } finally {
    removeFakeIntersectionObserver();
  }
});

it("lists live matches under 直播中 / 即将开始 / 赛程 and links each to its lead anchor's room", async () => {
  // The world's matches, without those about to start (for the empty tab).
  backend = installAnchorsBackend(
    amendHome((home) => ({ ...home, liveMatchList: home.liveMatchList.filter((item) => !isComingSoon(item)) })),
  );
  await renderRoute('/anchor');
  const tabs = await screen.findByRole('tablist', { name: '直播赛事分类' });
  // What the server answered (the page was given it without the matches about to start).
  const { liveMatchList } = homeAnswer(backend);
  const live = liveMatchList.find((item) => item.activityStatus === 1 && leadOf(item) && isOnAirAnchor(leadOf(item)))!;
  const later = liveMatchList.find((item) => item.activityStatus === 0 && !isComingSoon(item) && leadOf(item))!;
  expect(within(tabs).getByRole('tab', { name: '直播中' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(cardOf(panel, live)).toHaveAttribute('href', `/anchor/detail/${leadOf(live).hostId}`);
  fireEvent.click(within(tabs).getByRole('tab', { name: '赛程' }));
  expect(cardOf(screen.getByRole('tabpanel'), later)).toHaveAttribute('href', `/anchor/detail/${leadOf(later).hostId}`);
  fireEvent.click(within(tabs).getByRole('tab', { name: '即将开始' }));
  expect(within(screen.getByRole('tabpanel')).getByText('暂无直播赛事')).toBeInTheDocument();
});

it("shows a pushed score in the match's card at once", async () => {
  backend = installAnchorsBackend();
  await renderRoute('/anchor');
  const panel = await screen.findByRole('tabpanel');
  const live = homeAnswer(backend).liveMatchList.find(
    (item) =>
      item.activityStatus === 1 && item.match.sport === 'football' && leadOf(item) && isOnAirAnchor(leadOf(item)),
  )!;
  const card = cardOf(panel, live);
  const { homeScore, awayScore } = live.match;
  expect(within(card).getByText(`${homeScore} : ${awayScore}`)).toBeInTheDocument();
  act(() =>
    useLiveMatchStore.getState().applyMatchLive([
      {
        at: Date.now() + 1000,
        value: liveValue({
          matchId: live.matchId,
          statusId: live.match.statusId,
          homeScore: homeScore + 1,
          awayScore,
          minute: 88,
        }),
      },
    ]),
  );
  expect(within(card).getByText(`${homeScore + 1} : ${awayScore}`)).toBeInTheDocument();
  expect(within(card).getByText("88'")).toBeInTheDocument();
});

it("opens an anchor banner's room through the navigation port", async () => {
  backend = installAnchorsBackend();
  const { navigation } = await renderRoute('/anchor');
  await screen.findByRole('heading', { name: '热门主播' });
  const banner = anchorBanner(backend);
  const { hostId } = JSON.parse(banner.actionContent) as { hostId: number };
  touchBannerStrip();
  fireEvent.click((await screen.findAllByRole('button', { name: banner.title }))[0]!);
  expect(navigation.jumps).toEqual([{ kind: 'app', path: `/anchor/detail/${hostId}` }]);
});

it('sorts moments (page 1 replaces) and appends the next page', async () => {
  backend = installAnchorsBackend();
  await renderRoute('/anchor');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  const [newest] = homeAnswer(backend).hostMomentList;
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
  const [older] = backend.answersTo<MomentPage>(AnchorMomentCalls.hostMoments.path)[0]!.list;
  expect(screen.getAllByRole('article')[20]).toHaveTextContent(older!.content);
  expect(firstMoment()).toHaveTextContent(newest!.content);
  expect(paramsOf(backend.sentTo(AnchorMomentCalls.hostMoments.path)[0]!)).toEqual({
    page: '2',
    size: '20',
    momentSort: '1',
  });

  fireEvent.click(screen.getByRole('radio', { name: '最热' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  expect(screen.getByRole('radio', { name: '最热' })).toHaveAttribute('aria-checked', 'true');
  // Requests reach the transport after the (asynchronous) signing step.
  await waitFor(() => expect(backend.sentTo(AnchorMomentCalls.hostMoments.path)).toHaveLength(2));
  expect(paramsOf(backend.sentTo(AnchorMomentCalls.hostMoments.path)[1]!)).toEqual({
    page: '1',
    size: '20',
    momentSort: '2',
  });
  const [mostLiked] = backend.answersTo<MomentPage>(AnchorMomentCalls.hostMoments.path)[1]!.list;
  await waitFor(() => expect(firstMoment()).toHaveTextContent(mostLiked!.content));
});

it('counts a like at once and sends the taps of a moment together', async () => {
  backend = installAnchorsBackend();
  await renderRoute('/anchor');
  await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  const newest: Moment = homeAnswer(backend).hostMomentList[0]!;
  const likes = newest.likeCount;
  fireEvent.click(within(firstMoment()).getByRole('button', { name: `点赞，当前 ${likes} 个赞` }));
  fireEvent.click(within(firstMoment()).getByRole('button', { name: `点赞，当前 ${likes + 1} 个赞` }));
  expect(within(firstMoment()).getByRole('button', { name: `点赞，当前 ${likes + 2} 个赞` })).toBeInTheDocument();
  // Sent once the batch window (1 s) has passed: waited for with room for a loaded machine.
  await waitFor(() => expect(backend.sentTo(AnchorMomentCalls.likeMoment.path)).toHaveLength(1), { timeout: 6000 });
  expect(paramsOf(backend.sentTo(AnchorMomentCalls.likeMoment.path)[0]!)).toEqual({
    momentId: String(newest.id),
    count: '2',
  });
});

it('renders nicknames and moment text as text only', async () => {
  backend = installAnchorsBackend(
    amendHome((home) => ({
      ...home,
      hosts: home.hosts.map((host, index) =>
        index === 1 ? { ...host, nickName: '<img src=x onerror=alert(1)>' } : host,
      ),
      hostMomentList: home.hostMomentList.map((moment, index) =>
        index === 0 ? { ...moment, content: '<b>加粗</b><script>alert(1)</script>' } : moment,
      ),
    })),
  );
  const { container } = await renderRoute('/anchor');
  expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(await screen.findByText('<b>加粗</b><script>alert(1)</script>')).toBeInTheDocument();
  expect(container.querySelector('img[src="x"], b, script')).toBeNull();
});

it('shows an error state with retry when the first load fails', async () => {
  const failing = overrideRoute(AnchorCalls.anchorList.path, { network: true });
  backend = installAnchorsBackend(failing.override);
  await renderRoute('/anchor');
  const retry = await screen.findByRole('button', { name: '重试' });
  expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
  failing.stop();
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { name: '热门主播' })).toBeInTheDocument();
});

it('says so when there are no anchors and no live matches', async () => {
  backend = installAnchorsBackend(amendHome(() => ({ hosts: [], liveMatchList: [], hostMomentList: [] })));
  await renderRoute('/anchor');
  expect(await screen.findByText('暂无主播')).toBeInTheDocument();
  // The moments mount in a transition after the first screen's commit.
  expect(await screen.findByText('主播还没有发布动态')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '焦点直播' })).toBeNull();
});

it("a press on a room's link starts the room's call before the click", async () => {
  backend = installAnchorsBackend();
  await renderRoute('/anchor');
  const pages = await screen.findAllByRole('list', { name: /^第 \d+ 页，共 \d+ 页$/ });
  const leader = homeAnswer(backend).hosts[0]!;
  const link = within(pages[0]!).getAllByRole('link')[0]!;
  expect(link).toHaveAttribute('href', `/anchor/detail/${leader.id}`);
  expect(backend.sentTo(AnchorRoomCalls.hostLiveMatchInfo.path)).toHaveLength(0);
  fireEvent.pointerDown(link);
  await waitFor(() => expect(backend.sentTo(AnchorRoomCalls.hostLiveMatchInfo.path)).toHaveLength(1));
  expect(paramsOf(backend.sentTo(AnchorRoomCalls.hostLiveMatchInfo.path)[0]!)).toEqual({ hostId: String(leader.id) });
  // A press elsewhere starts nothing.
  fireEvent.pointerDown(screen.getByRole('heading', { name: '热门主播' }));
  expect(backend.sentTo(AnchorCalls.hostList.path)).toHaveLength(1);
});

/** An anchor live on the match right now. */
function isOnAirAnchor(anchor: { hostLiveStatus: number; liveStatus: number }): boolean {
  return anchor.hostLiveStatus === 1 && anchor.liveStatus === 1;
}

it('shows 红包 with its prize on a live card whose room runs a red-envelope lottery, and on no other', async () => {
  let withEnvelope: LiveMatch | undefined;
  backend = installAnchorsBackend(
    amendHome((home) => {
      withEnvelope = home.liveMatchList.find((item) => item.activityStatus === 1 && leadOf(item))!;
      const lead = leadOf(withEnvelope).hostId;
      // Only the lead anchor's entry for that match runs a lottery.
      const hosts = home.hosts.map((host) => ({
        ...host,
        liveSchedule: host.liveSchedule.map((entry) => {
          const lottery = host.id === lead && entry.matchId === withEnvelope!.matchId;
          return { ...entry, isLotteryProgress: lottery ? 1 : 0, redEnvelopeTotalAmount: lottery ? 188 : 0 };
        }),
      }));
      return { ...home, hosts };
    }),
  );
  await renderRoute('/anchor');
  const panel = await screen.findByRole('tabpanel');
  await waitFor(() =>
    expect(within(cardOf(panel, withEnvelope!)).getByTestId('envelope-badge')).toHaveTextContent('红包 188元'),
  );
  expect(within(panel).getAllByTestId('envelope-badge')).toHaveLength(1);
});

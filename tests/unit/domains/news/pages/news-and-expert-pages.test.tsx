/**
 * /news (the strip, the filters, the feed) and the expert page (profile, the record computed from
 * the listed settled tips, follow needing login) over the development server's news routes
 * (in-process, support/news-backend): the world's experts and tips.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DemoUser } from '@src/contracts/dev-server';
import { parseExpertProfile, type TipMessage } from '@src/contracts/news';
import { NewsCalls } from '@src/contracts/news-calls';
import { ResultCode } from '@src/contracts/http';
import { expertRecord } from '@src/domains/news/rules/expert-record';
import { deferred, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { ok, paramsOf, type Reply } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { installNewsBackend } from '../support/news-backend';
import { BACKEND_NOW, backendWorld } from '@tests/support/in-process-backend';
import { readAnswer } from '@src/contracts/http';

jest.setTimeout(30_000);

let backend: ReturnType<typeof installNewsBackend>;
beforeAll(() => backendWorld());
afterEach(() => backend.restore());

const tipOfCard = (card: HTMLElement): TipMessage => {
  const id = Number(/\/program-detail\/(\d+)$/.exec(card.getAttribute('href') ?? '')![1]);
  const tips = backend
    .answersTo(NewsCalls.messageFeed.path)
    .flatMap((answer) => readAnswer(NewsCalls.myOrders, answer).list);
  return tips.find((tip) => tip.id === id)!;
};

/** Only a settled tip has the result stamp, and only its title leaves room for it (its corner). */
function expectStampRoom(card: HTMLElement, tip: TipMessage): void {
  const settled = tip.result !== 'waiting';
  expect(within(card).queryAllByRole('img', { name: /^结果：/ })).toHaveLength(settled ? 1 : 0);
  expect(card.querySelector('.title')!.classList.contains('besideStamp')).toBe(settled);
}

/** The expert with the most settled tips in the world: their history spans pages. */
function busiestExpert(): number {
  const settled = new Map<number, number>();
  for (const tip of backendWorld().tips.values()) {
    if (tip.result !== 'waiting') settled.set(tip.professorId, (settled.get(tip.professorId) ?? 0) + 1);
  }
  return [...settled].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('/news', () => {
  it('shows the hot experts, the feed with price and 不中退, and filters by sport and 不中退', async () => {
    setUpAppWorld();
    backend = installNewsBackend();
    const { navigation } = await renderRoute('/news');
    const strip = await screen.findByRole('region', { name: '专家' });
    await waitFor(() => expect(backend.answersTo(NewsCalls.professorList.path)).not.toHaveLength(0));
    const [hot] = readAnswer(NewsCalls.professorList, backend.answersTo(NewsCalls.professorList.path)[0]).list;
    expect(await within(strip).findByRole('link', { name: new RegExp(hot!.name) })).toHaveAttribute(
      'href',
      `/news/user/${hot!.id}`,
    );
    const feed = await screen.findByRole('list', { name: '最新爆料' });
    const cards = within(feed).getAllByRole('link');
    // Every card: its price (or 免费), 不中退 when the tip pays back a miss, and its detail.
    for (const card of cards) {
      const tip = tipOfCard(card);
      expect(card).toHaveTextContent(tip.goldPrice > 0 ? `${tip.goldPrice} 金币` : '免费');
      if (tip.openBackGold) expect(card).toHaveTextContent('不中退');
      else expect(card).not.toHaveTextContent('不中退');
      expectStampRoom(card, tip);
    }
    // The world's feed has both kinds on its first page.
    expect(cards.some((card) => tipOfCard(card).goldPrice > 0 && tipOfCard(card).openBackGold)).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: '篮球' }));
    await waitFor(() =>
      expect(paramsOf(backend.sentTo(NewsCalls.messageFeed.path).at(-1)!)).toMatchObject({ sportsType: '2' }),
    );
    await waitFor(() => {
      const shown = within(screen.getByRole('list', { name: '最新爆料' })).getAllByRole('link');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((card) => tipOfCard(card)?.sportsType === 2)).toBe(true);
    });
    fireEvent.click(screen.getByRole('button', { name: '不中退' }));
    await waitFor(() => {
      const last = backend.sentTo(NewsCalls.messageFeed.path).at(-1)!;
      expect(paramsOf(last)).toMatchObject({ sportsType: '2', blackReturnGold: '1', page: '1', size: '10' });
    });

    // The followed experts need a user.
    fireEvent.click(within(strip).getByRole('radio', { name: '我的关注' }));
    fireEvent.click(within(strip).getByRole('button', { name: '去登录' }));
    expect(navigation.logins).toEqual(['/news']);
  });
});

describe('the expert page', () => {
  it('computes the record from every settled tip it lists, and the last ten open their tips', async () => {
    setUpAppWorld();
    const expertId = busiestExpert();
    let asserted = 0;
    // The server's own figure is set apart from the record's: the page can only show the computed one.
    backend = installNewsBackend(async (request, serverData) => {
      if (request.path !== NewsCalls.professorDetail.path) return undefined;
      const detail = parseExpertProfile(await serverData());
      asserted = detail.hitPercents === 99 ? 98 : 99;
      return ok({ ...detail, hitPercents: asserted });
    });
    await renderRoute(`/news/user/${expertId}`);
    await screen.findByText(/根据 \d+ 条已结算爆料计算/);
    const pages = backend
      .sentTo(NewsCalls.professorTips.path)
      .map(paramsOf)
      .filter((params) => params.isHistory === '1');
    // More than one page: the record waits for all of them.
    expect(pages.length).toBeGreaterThan(1);
    const history = backend
      .answersTo(NewsCalls.professorTips.path)
      .flatMap((answer) => readAnswer(NewsCalls.myOrders, answer).list)
      .filter((tip) => tip.result !== 'waiting');
    const record = expertRecord(history, BACKEND_NOW);
    expect(record.hitPercents).not.toBe(asserted);
    expect(screen.getByText(`${record.hitPercents}%`)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '战绩（根据已结算爆料计算）' });
    expect(within(card).getByText(`近${record.lastTen.length}中${record.tenWin}`)).toBeInTheDocument();
    expect(within(card).getByText(`根据 ${record.settled} 条已结算爆料计算`)).toBeInTheDocument();
    const ten = within(card).getByRole('list', { name: '近10场' });
    expect(
      within(ten)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(record.lastTen.map(({ tipId }) => `/program-detail/${tipId}`));
  });

  it('a settled tip carries its stamp beside a narrowed title; one on sale takes the whole width', async () => {
    setUpAppWorld();
    backend = installNewsBackend();
    const expertId = busiestExpert();
    await renderRoute(`/news/user/${expertId}`);
    const tipsOf = (path: string) =>
      backend.answersTo(path).flatMap((answer) => readAnswer(NewsCalls.myOrders, answer).list);
    const cardsIn = async () => {
      const panel = await screen.findByRole('tabpanel');
      await waitFor(() => expect(within(panel).queryAllByRole('link').length).toBeGreaterThan(0));
      return within(panel).getAllByRole('link');
    };
    const byId = (card: HTMLElement) => {
      const id = Number(/\/(\d+)$/.exec(card.getAttribute('href') ?? '')![1]);
      return tipsOf(NewsCalls.professorTips.path).find((tip) => tip.id === id)!;
    };
    const onSale = await cardsIn();
    for (const card of onSale) expectStampRoom(card, byId(card));
    fireEvent.click(screen.getByRole('tab', { name: '历史战绩' }));
    const history = await cardsIn();
    for (const card of history) expectStampRoom(card, byId(card));
    expect(history.some((card) => byId(card).result !== 'waiting')).toBe(true);
  });

  it("a visitor's follow asks for login with the way back", async () => {
    setUpAppWorld();
    backend = installNewsBackend();
    const expertId = busiestExpert();
    const { navigation } = await renderRoute(`/news/user/${expertId}`);
    const name = backendWorld().experts.get(expertId)!.name;
    fireEvent.click(await screen.findByRole('button', { name: `关注 ${name}` }));
    expect(navigation.logins).toEqual([`/news/user/${expertId}`]);
  });

  it("a user's follow shows at once and is rolled back when the server refuses it, with the server's message", async () => {
    setUpAppWorld();
    const answer = deferred<Reply>();
    backend = installNewsBackend((request) => (request.path === NewsCalls.attention.path ? answer.promise : undefined));
    backend.logIn(DemoUser.normal);
    // The expert with the fewest followers: a count shown digit for digit (no 万).
    const { id: expertId, name } = [...backendWorld().experts.values()].sort((a, b) => a.attention - b.attention)[0]!;
    await renderRoute(`/news/user/${expertId}`);
    fireEvent.click(await screen.findByRole('button', { name: `关注 ${name}` }));
    const fans = parseExpertProfile(backend.answersTo(NewsCalls.professorDetail.path)[0]).attention;
    expect(await screen.findByRole('button', { name: `已关注 ${name}` })).toBeInTheDocument();
    expect(fans).toBeLessThan(9_999);
    expect(screen.getByText(`${fans + 1}粉丝`)).toBeInTheDocument();
    answer.resolve({ envelope: { code: ResultCode.Forbidden, msg: '该专家暂不接受关注' } });
    expect(await screen.findByRole('button', { name: `关注 ${name}` })).toBeInTheDocument();
    expect(screen.getByText(`${fans}粉丝`)).toBeInTheDocument();
    expect(shownToasts()).toEqual([['fail', '该专家暂不接受关注']]);
  });
});

describe('/news, its hot experts failed', () => {
  // QA saw 加载失败 in the strip with no retry; the feed's 重试 does not ask for the experts again.
  it('the strip has its own 重试, which brings the experts', async () => {
    setUpAppWorld();
    let failing = true;
    backend = installNewsBackend((request) =>
      failing && request.path === NewsCalls.professorList.path ? { network: true } : undefined,
    );
    await renderRoute('/news');
    const strip = await screen.findByRole('region', { name: '专家' });
    await within(strip).findByText('加载失败');
    failing = false;
    fireEvent.click(within(strip).getByRole('button', { name: '重试' }));
    expect(await within(strip).findByRole('list', { name: '热门专家' })).toBeInTheDocument();
  });
});

describe('the expert page offline', () => {
  // Every call fails: one error with one retry — QA saw three stacked 加载失败 (profile, record,
  // tips), each with its own 重试 — and that retry, once the network is back, brings all three.
  it('offline: one error and one retry, which loads the profile, the record and the tips', async () => {
    setUpAppWorld();
    let offline = true;
    backend = installNewsBackend(() => (offline ? { network: true } : undefined));
    const expert = [...backendWorld().experts.values()][0]!;
    await renderRoute(`/news/user/${expert.id}`);
    await screen.findByRole('button', { name: '重试' });
    // Let every section's call fail before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: expert.name })).toBeInTheDocument();
    expect(await screen.findByText(/根据 \d+ 条已结算爆料计算/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '在售爆料' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});

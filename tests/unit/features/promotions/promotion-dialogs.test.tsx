import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BannerType } from '@src/contracts/system';
import { PromotionDialogsProvider } from '@src/features/promotions/promotion-dialogs';
import { registerDomainLinks } from '@src/platform/domain/domain-links';
import { toBanners } from '@src/features/promotions/banners';
import { followFromBanner } from '@src/features/promotions/promotion-api';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { PromotionStrip } from '@src/features/promotions/promotion-strip';
import { useSessionStore } from '@src/platform/session/session-store';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { configImage } from '../../domains/anchors/support/fixtures';
import { touchBannerStrip } from '@tests/support/banner-strip';

jest.mock('@src/features/promotions/promotion-api', () => ({ followFromBanner: jest.fn(() => Promise.resolve(true)) }));

const ROWS = [
  configImage({
    id: 1,
    sort: 1,
    title: '红包雨',
    images: 'red.svg',
    type: BannerType.Red,
    actionContent: '{"hostId":300003}',
  }),
  configImage({ id: 2, sort: 2, title: '金币福利', images: 'gain.svg', type: BannerType.Gain }),
  configImage({
    id: 3,
    sort: 3,
    title: '关注主播',
    images: 'follow.svg',
    type: BannerType.Attention,
    actionContent: '{"hostId":300004}',
  }),
  configImage({
    id: 4,
    sort: 4,
    title: '今日福利',
    images: 'pop.svg',
    type: BannerType.Pop,
    actionContent: '/user-ranking',
  }),
];

function renderPlace() {
  const navigation = fakeNavigation();
  const view = render(
    <MemoryRouter initialEntries={['/user-ranking']}>
      <WithNavigation navigation={navigation}>
        <PromotionDialogsProvider>
          <PromotionStrip place="ranking" />
        </PromotionDialogsProvider>
      </WithNavigation>
    </MemoryRouter>,
  );
  return { ...view, navigation };
}

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  registerDomainLinks('live-room', { room: '/anchor/detail/:id' });
  clearCookies();
  usePromotionStore.setState({ places: { ranking: { status: 'ready', banners: toBanners(ROWS) } } });
  (followFromBanner as jest.Mock).mockClear();
});

describe('a place of every banner type', () => {
  it('shows red, gain and attention in the strip, the pop only as its dialog', async () => {
    renderPlace();
    // The pop's dialog is open first (its chunk loaded): closed here, the strip is reached.
    fireEvent.click(await screen.findByRole('button', { name: '关闭活动' }));
    touchBannerStrip();
    const slides = screen.getAllByRole('img').map((image) => image.getAttribute('alt'));
    expect(slides).toEqual(['红包雨', '金币福利', '关注主播']);
  });

  it('shows a pop at most once a day: closed, it does not come back on the next visit that day', async () => {
    const first = renderPlace();
    expect(await screen.findByRole('dialog', { name: '今日福利' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭活动' }));
    first.unmount();
    renderPlace();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('taps: red to /anchor/detail/{id}?envelope=1, gain to the gold page', async () => {
    const { navigation } = renderPlace();
    fireEvent.click(await screen.findByRole('button', { name: '关闭活动' }));
    touchBannerStrip();
    jest.spyOn(Date, 'now').mockReturnValue(10_000);
    fireEvent.click(screen.getByRole('img', { name: '红包雨' }));
    (Date.now as jest.Mock).mockReturnValue(20_000);
    fireEvent.click(screen.getByRole('img', { name: '金币福利' }));
    expect(navigation.jumps).toEqual([
      { kind: 'app', path: '/anchor/detail/300003?envelope=1' },
      { kind: 'app', path: '/gold-document' },
    ]);
    jest.restoreAllMocks();
  });

  it('attention asks to follow its anchor: a visitor goes to login, a user follows', async () => {
    useSessionStore.setState({ token: '' });
    const { navigation } = renderPlace();
    fireEvent.click(await screen.findByRole('button', { name: '关闭活动' }));
    touchBannerStrip();
    fireEvent.click(screen.getByRole('img', { name: '关注主播' }));
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    expect(navigation.logins).toEqual(['/user-ranking']);
    expect(followFromBanner).not.toHaveBeenCalled();

    act(() => useSessionStore.setState({ token: 't-1' }));
    fireEvent.click(screen.getByRole('img', { name: '关注主播' }));
    const follow = await screen.findByRole('button', { name: '关注' });
    await act(async () => {
      fireEvent.click(follow);
    });
    expect(followFromBanner).toHaveBeenCalledWith({ kind: 'streamer', hostId: 300004 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

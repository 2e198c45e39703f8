/** The promotions' dialogs are a chunk of their own: when it does not load, a tap is answered, and can be tried again. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BannerType } from '@src/contracts/system';
import { PromotionDialogsProvider } from '@src/features/promotions/promotion-dialogs';
import { toBanners } from '@src/features/promotions/banners';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { PromotionStrip } from '@src/features/promotions/promotion-strip';
import { useToastStore } from '@src/platform/feedback/toast-store';
import { fakeNavigation, WithNavigation } from '@tests/support/fake-navigation';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { configImage } from '../../domains/anchors/support/fixtures';

let chunkLoads = true;
jest.mock('@src/features/promotions/promotion-dialog-views', () => {
  if (!chunkLoads) throw new Error('Loading chunk promotion-dialogs failed');
  return jest.requireActual('@src/features/promotions/promotion-dialog-views');
});

const ATTENTION = configImage({
  id: 3,
  title: '关注主播',
  images: 'follow.svg',
  type: BannerType.Attention,
  actionContent: '{"hostId":300004}',
});

beforeEach(() => {
  setUpAppWorld();
  usePromotionStore.setState({ places: { ranking: { status: 'ready', banners: toBanners([ATTENTION]) } } });
});

it('a tap whose dialog cannot load says so and leaves nothing open; the next tap opens the dialog', async () => {
  chunkLoads = false;
  render(
    <MemoryRouter initialEntries={['/user-ranking']}>
      <WithNavigation navigation={fakeNavigation()}>
        <PromotionDialogsProvider>
          <PromotionStrip place="ranking" />
        </PromotionDialogsProvider>
      </WithNavigation>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('img', { name: '关注主播' }));
  await waitFor(() => expect(shownToasts()).toEqual([['fail', '网络不太给力，请稍后重试']]));
  expect(screen.queryByRole('dialog')).toBeNull();

  chunkLoads = true;
  useToastStore.getState().reset();
  fireEvent.click(screen.getByRole('img', { name: '关注主播' }));
  expect(await screen.findByRole('dialog', { name: '关注主播' })).toBeInTheDocument();
  expect(shownToasts()).toEqual([]);
});

/** The anchor background a room's poster and the anchor image page show: none while it loads, then its picture, asked once. */
import { renderHook, waitFor } from '@testing-library/react';
import { configureHttp } from '@src/platform/http/http-client';
import { useAnchorBackground } from '@src/features/promotions/use-anchor-background';
import { setUpAppWorld } from '@tests/support/app-world';
import { installFakeTransport } from '@tests/support/fake-transport';
import { configImage } from '../../domains/anchors/support/fixtures';

let transport: ReturnType<typeof installFakeTransport>;

beforeEach(() => {
  setUpAppWorld();
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  transport = installFakeTransport(() => ({
    envelope: { code: 1, data: [configImage({ id: 9, categoryId: 30306, images: 'bg-1.svg,bg-2.svg' })] },
  }));
});
afterEach(() => transport.restore());

it('shows no picture while the background loads, then its first; two screens ask once', async () => {
  const poster = renderHook(() => useAnchorBackground());
  const page = renderHook(() => useAnchorBackground());
  expect(poster.result.current).toBeNull();
  await waitFor(() => expect(poster.result.current).toBe('bg-1.svg'));
  expect(page.result.current).toBe('bg-1.svg');
  expect(transport.sent).toHaveLength(1);
});

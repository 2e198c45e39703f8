/** The promotions' store over the real HTTP client (fake network): which categories a place asks for, once; the anchor background; failures. */
import * as fileUrl from '@src/platform/config/use-file-url';
import { configureHttp } from '@src/platform/http/http-client';
import { usePromotionStore } from '@src/features/promotions/promotion-store';
import { setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { installFakeTransport, type Reply, type SentRequest } from '@tests/support/fake-transport';
import { configImage, scheduleEntry, streamer as anchorsStreamer } from '../../domains/anchors/support/fixtures';

let transport: ReturnType<typeof installFakeTransport>;
let rowsOf: (categoryId: number) => Reply;
const categoryOf = (request: SentRequest) => Number(new URLSearchParams(request.body ?? '').get('categoryId'));
const promotions = () => usePromotionStore.getState();

beforeEach(() => {
  setUpAppWorld();
  configureHttp({ baseUrl: 'http://api.test', platform: 'web' });
  rowsOf = (categoryId) => ({
    envelope: { code: 1, data: [configImage({ id: categoryId, categoryId, images: `${categoryId}.svg` })] },
  });
  transport = installFakeTransport((request) => rowsOf(categoryOf(request)));
});
afterEach(() => {
  transport.restore();
  jest.restoreAllMocks();
});

it("asks the images query (POST form, categoryId) for each of the place's categories, once", async () => {
  await Promise.all([promotions().load('news'), promotions().load('news')]);
  await promotions().load('news');
  // The place's categories are asked together: which answer's request leaves first is not a rule.
  const sent = transport.sent.map((request) => [request.method, request.path, categoryOf(request)]);
  expect(sent.sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual([
    ['POST', '/api/forehead/system/config/images/query', 10103],
    ['POST', '/api/forehead/system/config/images/query', 20301],
  ]);
  expect(promotions().places.news).toEqual({
    status: 'ready',
    // Rows in their `sort` order, then by id.
    banners: [expect.objectContaining({ imageId: '10103.svg' }), expect.objectContaining({ imageId: '20301.svg' })],
  });
});

it('a category the server refuses leaves its banners out, silently; the place is still ready', async () => {
  rowsOf = (categoryId) =>
    categoryId === 20301
      ? { envelope: { code: 10001, msg: '查询失败' } }
      : { envelope: { code: 1, data: [configImage({ id: 7, images: 'ok.svg' })] } };
  await promotions().load('news');
  expect(promotions().places.news?.status).toBe('ready');
  expect(promotions().places.news?.banners.map((banner) => banner.imageId)).toEqual(['ok.svg']);
  expect(shownToasts()).toEqual([]);
});

it("starts the download of the anchor home's first picture with the answer, and of no other place's", async () => {
  const warm = jest.spyOn(fileUrl, 'warmPicture').mockImplementation(() => undefined);
  await promotions().load('ranking');
  expect(warm).not.toHaveBeenCalled();
  await promotions().load('anchorHome');
  expect(warm).toHaveBeenCalledWith('30301.svg');
});

it('reads the anchor background (category 30306) as its first picture, once; none when the call fails', async () => {
  rowsOf = () => ({
    envelope: { code: 1, data: [configImage({ id: 9, categoryId: 30306, images: ' , bg-1.svg,bg-2.svg' })] },
  });
  await Promise.all([promotions().loadBackground(), promotions().loadBackground()]);
  expect(promotions().background).toEqual({ status: 'ready', imageId: 'bg-1.svg' });
  expect(transport.sent.map(categoryOf)).toEqual([30306]);

  promotions().reset();
  rowsOf = () => ({ network: true });
  await promotions().loadBackground();
  expect(promotions().background).toEqual({ status: 'ready', imageId: null });
  expect(shownToasts()).toEqual([]);
});

it("keeps the anchor list's schedule as the same set while it does not change (every live patch shares it again)", () => {
  const streamer = (id: number, matchIds: number[]) =>
    anchorsStreamer({ id, liveSchedule: matchIds.map((matchId) => scheduleEntry({ matchId })) });
  promotions().setAnchorSchedule([streamer(1, [600]), streamer(2, [601])]);
  const first = promotions().scheduled;
  expect([...first!]).toEqual(['1:600', '2:601']);
  promotions().setAnchorSchedule([streamer(2, [601]), streamer(1, [600])]);
  expect(promotions().scheduled).toBe(first);
  promotions().setAnchorSchedule([streamer(1, [600]), streamer(2, [602])]);
  expect([...promotions().scheduled!]).toEqual(['1:600', '2:602']);
});

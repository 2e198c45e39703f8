import { BannerCategory, BannerType } from '@src/contracts/system';
import type { MonitorEvent } from '@src/platform/feedback/monitor';
import { BANNER_PLACES, bannerCategories } from '@src/features/promotions/banner-places';
import { splitPops, toBanners } from '@src/features/promotions/banners';
import { bannerPath } from '@src/features/promotions/promotion-actions';
import { registerDomainLinks } from '@src/platform/domain/domain-links';
import { configImage } from '../../domains/anchors/support/fixtures';

let reports: MonitorEvent[];
const report = (event: MonitorEvent) => reports.push(event);
beforeEach(() => {
  reports = [];
  registerDomainLinks('live-room', { room: '/anchor/detail/:id' });
});

describe('banner types: red, gain, pop, attention', () => {
  it('reads a red banner as its room opened on the red envelope', () => {
    const [red] = toBanners([configImage({ type: BannerType.Red, actionContent: '{"hostId":"300007"}' })], report);
    expect(red!.action).toEqual({ kind: 'envelope', hostId: 300007 });
    expect(bannerPath(red!)).toBe('/anchor/detail/300007?envelope=1');
  });

  it('reads a gain banner as the gold page, whatever its content', () => {
    const [gain] = toBanners([configImage({ type: BannerType.Gain, actionContent: '/news' })], report);
    expect(bannerPath(gain!)).toBe('/gold-document');
  });

  it('reads an attention banner as a follow prompt for its anchor or its expert', () => {
    const actions = toBanners(
      [
        configImage({ id: 1, type: BannerType.Attention, actionContent: '{"hostId":300002}' }),
        configImage({ id: 2, type: BannerType.Attention, actionContent: '{"professorId":400003}' }),
      ],
      report,
    ).map((banner) => [banner.action, bannerPath(banner)]);
    expect(actions).toEqual([
      [{ kind: 'follow', target: { kind: 'streamer', hostId: 300002 } }, null],
      [{ kind: 'follow', target: { kind: 'expert', professorId: 400003 } }, null],
    ]);
  });

  it('keeps a pop out of the strip, with its own tap (its actionType)', () => {
    const banners = toBanners(
      [
        configImage({ id: 1, sort: 1 }),
        configImage({ id: 2, sort: 2, type: BannerType.Pop, actionContent: '/user-ranking' }),
      ],
      report,
    );
    const { strip, pops } = splitPops(banners);
    expect(strip.map((banner) => banner.rowId)).toEqual([1]);
    expect(pops.map((banner) => [banner.rowId, banner.action])).toEqual([
      [2, { kind: 'link', target: '/user-ranking' }],
    ]);
  });

  it('drops and reports a typed row that does not say whom: red or attention without ids', () => {
    const rows = [
      configImage({ id: 1, type: BannerType.Red, actionContent: '' }),
      configImage({ id: 2, type: BannerType.Red, actionContent: '{"matchId":5}' }),
      configImage({ id: 3, type: BannerType.Attention, actionContent: '{"hostId":0}' }),
    ];
    expect(toBanners(rows, report)).toEqual([]);
    expect(reports.map((event) => event.code)).toEqual(Array(3).fill('malformed-banner'));
  });
});

describe('banner places', () => {
  it('asks the anchor home for 30301 on the web and 30304 in the app, and the room for 30302 / 30305', () => {
    expect([bannerCategories('anchorHome', 'web'), bannerCategories('anchorHome', 'app')]).toEqual([[30301], [30304]]);
    expect([bannerCategories('room', 'web'), bannerCategories('room', 'app')]).toEqual([[30302], [30305]]);
  });

  it('asks for every category of its platform somewhere (the background, 30306, is the room poster)', () => {
    for (const platform of ['web', 'app'] as const) {
      const asked = new Set([
        ...BANNER_PLACES.flatMap((place) => bannerCategories(place, platform)),
        BannerCategory.anchorBackground,
      ]);
      const listed = [...BannerCategory.common, ...BannerCategory[platform]];
      expect([...asked].sort()).toEqual([...new Set(listed)].sort());
    }
  });
});

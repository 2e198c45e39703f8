import type { MonitorEvent } from '@src/platform/feedback/monitor';
import { keepReachableBanners, toBanners } from '@src/features/promotions/banners';
import { configImage, streamer, scheduleEntry } from '../../domains/anchors/support/fixtures';

let reports: MonitorEvent[];
const report = (event: MonitorEvent) => reports.push(event);
beforeEach(() => (reports = []));

describe('banners', () => {
  it('makes one banner per image of the comma-separated list, rows in sort order', () => {
    const rows = [
      configImage({ id: 2, sort: 2, images: 'b.svg', title: '第二' }),
      configImage({ id: 1, sort: 1, images: 'a1.svg, a2.svg,,', title: '第一' }),
    ];
    expect(toBanners(rows, report).map((banner) => [banner.key, banner.imageId, banner.title])).toEqual([
      ['1-0', 'a1.svg', '第一'],
      ['1-1', 'a2.svg', '第一'],
      ['2-0', 'b.svg', '第二'],
    ]);
    expect(reports).toEqual([]);
  });

  it('reads actionType 4 as a jump to the anchor (JSON with hostId and matchId, numbers or numeric strings)', () => {
    const [banner] = toBanners([configImage({ actionType: 4, actionContent: '{"hostId":7,"matchId":"500"}' })], report);
    expect(banner!.action).toEqual({ kind: 'anchor', hostId: 7, matchId: 500 });
  });

  it('reads other rows as a link when the content is a path or an address, else as no action', () => {
    const actions = toBanners(
      [
        configImage({ id: 1, actionContent: '/news' }),
        configImage({ id: 2, actionContent: 'https://help.example.com/a' }),
        configImage({ id: 3, actionContent: '' }),
        configImage({ id: 4, actionContent: 'javascript:alert(1)' }),
      ],
      report,
    ).map((banner) => banner.action);
    expect(actions).toEqual([
      { kind: 'link', target: '/news' },
      { kind: 'link', target: 'https://help.example.com/a' },
      { kind: 'none' },
      { kind: 'none' },
    ]);
  });

  it('drops and reports malformed rows: bad JSON, missing ids, no image — without throwing', () => {
    const rows = [
      configImage({ id: 1, actionType: 4, actionContent: '{hostId:7' }),
      configImage({ id: 2, actionType: 4, actionContent: '{"hostId":7}' }),
      configImage({ id: 3, actionType: 4, actionContent: '"7,500"' }),
      configImage({ id: 4, actionType: 4, actionContent: '{"hostId":-1,"matchId":2}' }),
      configImage({ id: 5, images: ' , ' }),
      configImage({ id: 6, images: 'ok.svg' }),
    ];
    expect(toBanners(rows, report).map((banner) => banner.key)).toEqual(['6-0']);
    expect(reports.map((event) => event.code)).toEqual(Array(5).fill('malformed-banner'));
  });

  it('keeps an anchor banner only when its host is in the list with that match scheduled', () => {
    const banners = toBanners(
      [
        configImage({ id: 1, actionType: 4, actionContent: '{"hostId":7,"matchId":500}' }),
        configImage({ id: 2, actionType: 4, actionContent: '{"hostId":7,"matchId":999}' }),
        configImage({ id: 3, actionType: 4, actionContent: '{"hostId":8,"matchId":500}' }),
        configImage({ id: 4 }),
      ],
      report,
    );
    const streamers = [streamer({ id: 7, liveSchedule: [scheduleEntry({ matchId: 500 })] })];
    expect(keepReachableBanners(banners, streamers).map((banner) => banner.key)).toEqual(['1-0', '4-0']);
    // The schedule as shared with the other pages (hostId:matchId pairs) filters the same way.
    expect(keepReachableBanners(banners, new Set(['8:500'])).map((banner) => banner.key)).toEqual(['3-0', '4-0']);
  });
});

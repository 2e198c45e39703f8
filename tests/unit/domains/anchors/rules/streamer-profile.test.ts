import type { MonitorEvent } from '@src/platform/feedback/monitor';
import { streamerAgeLabel, streamerAgeYears } from '@src/domains/anchors/rules/streamer-profile';
import { profileMessages } from '@src/domains/anchors/profile-messages.zh-cn';
import { formatCount as formatCountIn } from '@src/platform/i18n/formats';

/** A count as the zh-CN page writes it. */
const formatCount = (count: number) => formatCountIn('zh-CN', count);

const NOW = new Date(2025, 5, 14).getTime();
let reports: MonitorEvent[];
const report = (event: MonitorEvent) => reports.push(event);
beforeEach(() => (reports = []));

describe('host age', () => {
  it('is the year difference with the suffix', () => {
    expect(streamerAgeLabel('2000-12-31', NOW, profileMessages, report)).toBe('25岁');
    expect(streamerAgeLabel('2000-01-01 08:00:00', NOW, profileMessages, report)).toBe('25岁');
    expect(streamerAgeYears('2025-01-01', NOW, report)).toBe(0);
  });

  it('is the unknown-age label without a birthday', () => {
    expect(streamerAgeLabel(null, NOW, profileMessages, report)).toBe('年龄保密');
    expect(streamerAgeLabel('  ', NOW, profileMessages, report)).toBe('年龄保密');
    expect(reports).toEqual([]);
  });

  it('is the unknown-age label, reported, for a malformed birthday; implausible years are unknown', () => {
    expect(streamerAgeLabel('04/03/2000', NOW, profileMessages, report)).toBe('年龄保密');
    expect(streamerAgeLabel('2000-13-01', NOW, profileMessages, report)).toBe('年龄保密');
    expect(reports.map((event) => event.code)).toEqual(['malformed-birthday', 'malformed-birthday']);
    expect(streamerAgeLabel('2030-01-01', NOW, profileMessages, report)).toBe('年龄保密');
    expect(streamerAgeLabel('1800-01-01', NOW, profileMessages, report)).toBe('年龄保密');
  });

  it('reads a birthday with spaces around it', () => {
    expect(streamerAgeYears(' 2000-03-04 ', NOW, report)).toBe(25);
    expect(reports).toEqual([]);
  });

  it('reports a month or a day out of the calendar, with the birthday it got', () => {
    for (const birthday of ['2000-00-10', '2000-01-00', '2000-01-32'])
      expect(streamerAgeYears(birthday, NOW, report)).toBeNull();
    expect(reports).toEqual(
      ['2000-00-10', '2000-01-00', '2000-01-32'].map((birthday) => ({
        code: 'malformed-birthday',
        message: 'streamer birthday is not YYYY-MM-DD',
        detail: { birthday },
      })),
    );
  });

  it('shows an age up to 120 years', () => {
    expect(streamerAgeYears('1905-06-01', NOW, report)).toBe(120);
    expect(streamerAgeYears('1904-06-01', NOW, report)).toBeNull();
  });
});

describe('watcher counts', () => {
  it('writes 万 and 亿 with one decimal, floored', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(19_999)).toBe('1.9万');
    expect(formatCount(250_000)).toBe('25万');
    expect(formatCount(123_456_789)).toBe('1.2亿');
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

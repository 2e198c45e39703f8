import { newsPaths, tipPath } from '@src/domains/news/news-paths';
import { parseIdParam } from '@src/platform/domain/domain-links';

describe('where a tip opens', () => {
  it('the web always opens the program detail', () => {
    expect(tipPath(5, { platform: 'web', appVersion: '' })).toBe('/program-detail/5');
  });

  it('the native app from 4.3.2 on opens the program detail, older versions the tip detail (versions compared part by part)', () => {
    expect(tipPath(5, { platform: 'app', appVersion: '4.3.2' })).toBe('/program-detail/5');
    expect(tipPath(5, { platform: 'app', appVersion: '4.10.0' })).toBe('/program-detail/5');
    expect(tipPath(5, { platform: 'app', appVersion: '4.3.1' })).toBe('/news/detail/5');
    expect(tipPath(5, { platform: 'app', appVersion: '' })).toBe('/news/detail/5');
  });

  it('ids of routes are positive integers', () => {
    expect(parseIdParam('400001')).toBe(400001);
    expect(parseIdParam('0')).toBeNull();
    expect(parseIdParam('12a')).toBeNull();
    expect(parseIdParam(undefined)).toBeNull();
    expect(parseIdParam('123456789012')).toBe(123456789012);
    expect(parseIdParam('1234567890123')).toBeNull();
    expect(parseIdParam('1234567890', 9)).toBeNull();
    expect(newsPaths.expert(3)).toBe('/news/user/3');
  });
});

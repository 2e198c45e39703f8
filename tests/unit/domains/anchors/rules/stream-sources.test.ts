import { playerSources } from '@src/domains/anchors/rules/stream-sources';

const API_DOMAIN = 'http://api.test';

describe('stream addresses', () => {
  it.each([
    [
      'resolves relative addresses against the API domain',
      { m3u8: '/live/9001/index.m3u8', flv: 'live/9001.flv', rtmp: 'rtmp://x/live' },
      { m3u8: 'http://api.test/live/9001/index.m3u8', flv: 'http://api.test/live/9001.flv' },
    ],
    [
      'keeps absolute http(s) addresses and drops other schemes',
      { m3u8: 'https://cdn.test/a.m3u8', flv: 'javascript:alert(1)', rtmp: '' },
      { m3u8: 'https://cdn.test/a.m3u8', flv: '' },
    ],
    ['is null when nothing is playable', { m3u8: '', flv: '  ', rtmp: 'rtmp://x' }, null],
  ])('%s', (_what, sources, expected) => {
    expect(playerSources(sources, API_DOMAIN)).toEqual(expected);
  });
});

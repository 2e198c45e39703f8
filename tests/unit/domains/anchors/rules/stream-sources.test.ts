import { playerSources } from '@src/domains/anchors/rules/stream-sources';

describe('stream addresses', () => {
  it('resolves relative addresses against the API domain', () => {
    expect(
      playerSources({ m3u8: '/live/9001/index.m3u8', flv: 'live/9001.flv', rtmp: 'rtmp://x/live' }, 'http://api.test'),
    ).toEqual({
      m3u8: 'http://api.test/live/9001/index.m3u8',
      flv: 'http://api.test/live/9001.flv',
    });
  });

  it('keeps absolute http(s) addresses and drops other schemes; nothing playable is null', () => {
    expect(
      playerSources({ m3u8: 'https://cdn.test/a.m3u8', flv: 'javascript:alert(1)', rtmp: '' }, 'http://api.test'),
    ).toEqual({
      m3u8: 'https://cdn.test/a.m3u8',
      flv: '',
    });
    expect(playerSources({ m3u8: '', flv: '  ', rtmp: 'rtmp://x' }, 'http://api.test')).toBeNull();
  });
});

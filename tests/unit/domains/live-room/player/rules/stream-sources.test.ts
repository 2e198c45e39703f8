import { playerSources } from '@src/domains/live-room/player/rules/stream-sources';

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

  it('resolves relative addresses under an API domain with a path, with or without its closing slash', () => {
    const sources = { m3u8: 'live/9001/index.m3u8', flv: 'live/9001.flv', rtmp: '' };
    const underV1 = { m3u8: 'http://api.test/v1/live/9001/index.m3u8', flv: 'http://api.test/v1/live/9001.flv' };
    expect(playerSources(sources, `${API_DOMAIN}/v1`)).toEqual(underV1);
    expect(playerSources(sources, `${API_DOMAIN}/v1/`)).toEqual(underV1);
  });

  it('resolves relative addresses against the page origin without an API domain', () => {
    expect(playerSources({ m3u8: '/live/9001/index.m3u8', flv: '', rtmp: '' }, '')).toEqual({
      m3u8: `${window.location.origin}/live/9001/index.m3u8`,
      flv: '',
    });
  });

  it('drops an address that is not a URL', () => {
    expect(playerSources({ m3u8: 'http://', flv: 'https://cdn.test/a.flv', rtmp: '' }, API_DOMAIN)).toEqual({
      m3u8: '',
      flv: 'https://cdn.test/a.flv',
    });
  });
});

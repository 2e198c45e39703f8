import { normalizeProps } from '@src/platform/config/runtime-options';

const defaults = { basename: '/sport-info', apiBaseUrl: 'http://localhost:3100' };

describe('SportInfoApp props', () => {
  it('fills in defaults without warnings when nothing is passed', () => {
    const { options, warnings } = normalizeProps({}, defaults);
    expect(warnings).toEqual([]);
    expect(options).toMatchObject({
      basename: '/sport-info',
      apiBaseUrl: 'http://localhost:3100',
      platform: 'web',
      theme: 'normal',
      locale: 'zh-CN',
      flags: { euro: false },
      session: undefined,
      languageEnabled: false,
    });
  });

  it('replaces each wrong prop by its default and says so once per prop', () => {
    const { options, warnings } = normalizeProps(
      {
        basename: 'sport',
        apiBaseUrl: 'javascript:alert(1)',
        platform: 'tv',
        theme: 'pink',
        locale: 42,
        session: { token: 1 },
        flags: 'euro',
        bridge: {},
        allowedHosts: 'x',
        resumeLastPage: 'yes',
        reportSampleRate: 1.5,
      },
      defaults,
    );
    expect(options).toMatchObject({
      basename: '/',
      apiBaseUrl: 'http://localhost:3100',
      platform: 'web',
      theme: 'normal',
      locale: 'zh-CN',
      session: undefined,
      bridge: undefined,
      allowedHosts: [],
      resumeLastPage: false,
      reportSampleRate: 1,
    });
    expect(warnings).toHaveLength(11);
    expect(warnings).toContain('reportSampleRate: 1.5 is not valid, using 1');
  });

  it('keeps valid props, trims slashes, and tells logout (null) from "not given"', () => {
    const { options } = normalizeProps(
      {
        basename: '/portal/sport-info/',
        apiBaseUrl: 'https://api.site/',
        session: null,
        flags: { euro: true },
        locale: 'en',
      },
      defaults,
    );
    expect(options).toMatchObject({
      basename: '/portal/sport-info',
      apiBaseUrl: 'https://api.site',
      session: null,
      flags: { euro: true },
      languageEnabled: true,
    });
  });

  it('survives a host passing nothing at all', () => {
    expect(() => normalizeProps(undefined, defaults)).not.toThrow();
    expect(() => normalizeProps(null, defaults)).not.toThrow();
  });

  it('never throws on circular, BigInt or throwing values', () => {
    const circular: Record<string, unknown> = { euro: 'yes' };
    circular.self = circular;
    const session: Record<string, unknown> = { token: 7 };
    session.self = session;
    const throwing = Object.defineProperty({}, 'theme', {
      enumerable: true,
      get() {
        throw new Error('host bug');
      },
    });
    expect(() =>
      normalizeProps({ flags: circular, session, locale: 10n, allowedHosts: [circular] }, defaults),
    ).not.toThrow();
    const { options, warnings } = normalizeProps(throwing, defaults);
    expect(options.theme).toBe('normal');
    expect(warnings).toEqual(['theme: unreadable, using the default']);
  });

  it('never prints a token or a signing key in a warning', () => {
    const { warnings } = normalizeProps(
      { session: { token: 'secret-token-123', uid: 5 }, signingKey: ['secret-key-456'], basename: 'x'.repeat(500) },
      defaults,
    );
    const text = warnings.join('\n');
    expect(text).not.toContain('secret-token-123');
    expect(text).not.toContain('secret-key-456');
    expect(text).toContain('session: a value of type object is not valid');
    expect(text.length).toBeLessThan(600);
  });

  it('takes a report sample rate from 0 to 1; anything else is the default, 1', () => {
    for (const rate of [0, 0.25, 1])
      expect(normalizeProps({ reportSampleRate: rate }, defaults).options.reportSampleRate).toBe(rate);
    for (const rate of [-0.1, Number.NaN, '0.5', Infinity]) {
      const { options, warnings } = normalizeProps({ reportSampleRate: rate }, defaults);
      expect(options.reportSampleRate).toBe(1);
      expect(warnings).toHaveLength(1);
    }
  });
});

import { createHash } from 'node:crypto';
import { contentSecurityPolicy, devServerHeaders, inlineScriptHashes } from '../../../dev-env/content-security-policy';
import { injectRuntimeConfig, REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from '../../../dev-env/runtime-config';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  const config = runtimeConfigScript(REMOTE_CONFIG_GLOBAL, { apiBaseUrl: 'http://a' });
  const page = `<head>${config}<script src="/main.js"></script><script type="module">boot()</script></head>`;

  it('hashes every inline script, not the ones with src', () => {
    expect(inlineScriptHashes(page)).toEqual([sha(config.replace(/^<script>|<\/script>$/g, '')), sha('boot()')]);
  });

  it('follows the runtime config as served: the rewritten script gets its own hash', () => {
    const served = injectRuntimeConfig(page, { apiBaseUrl: 'http://b:9' });
    expect(served).not.toBe(page);
    expect(inlineScriptHashes(served)[0]).not.toBe(inlineScriptHashes(page)[0]);
  });

  const directiveOf = (policy: string) => (name: string) =>
    new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1] ?? '';

  it('allows no eval and no inline script without a hash; styles may be inline; the API socket may connect', () => {
    const policy = contentSecurityPolicy(page, {
      origins: ['http://localhost:3001', 'http://localhost:3100'],
      scriptOrigins: ['http://localhost:3001'],
    });
    const directive = directiveOf(policy);
    expect(directive('script-src')).not.toMatch(/unsafe/);
    expect(directive('script-src')).toContain("'self' http://localhost:3001 'sha256-");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('connect-src')).toContain('ws://localhost:3100');
    expect(directive('media-src')).toContain('blob:');
    expect(directive('object-src')).toBe("'none'");
  });

  it('takes scripts and workers from the script origins only, never from the API', () => {
    const directive = directiveOf(
      contentSecurityPolicy(page, {
        origins: ['http://localhost:3001', 'http://localhost:3100'],
        scriptOrigins: ['http://localhost:3001'],
      }),
    );
    expect(directive('script-src')).not.toContain('3100');
    expect(directive('worker-src')).toBe("'self' blob: http://localhost:3001");
    expect(directive('connect-src')).toContain('http://localhost:3100');
    expect(directive('img-src')).toContain('http://localhost:3100');
    const standalone = directiveOf(
      contentSecurityPolicy(page, { origins: ['http://localhost:3100'], scriptOrigins: [] }),
    );
    expect(standalone('script-src')).toMatch(/^'self' 'sha256-/);
  });

  it('may be framed by its own origin and the listed portals only', () => {
    const saved = process.env.CSP_FRAME_ANCESTORS;
    try {
      delete process.env.CSP_FRAME_ANCESTORS;
      const own = directiveOf(contentSecurityPolicy(page, { origins: [], scriptOrigins: [] }));
      expect(own('frame-ancestors')).toBe("'self'");
      const portal = directiveOf(
        contentSecurityPolicy(page, {
          origins: [],
          scriptOrigins: [],
          frameAncestors: ['https://portal.example.com/x'],
        }),
      );
      expect(portal('frame-ancestors')).toBe("'self' https://portal.example.com");
      process.env.CSP_FRAME_ANCESTORS = 'https://a.example, https://b.example';
      expect(directiveOf(contentSecurityPolicy(page, { origins: [], scriptOrigins: [] }))('frame-ancestors')).toBe(
        "'self' https://a.example https://b.example",
      );
    } finally {
      if (saved === undefined) delete process.env.CSP_FRAME_ANCESTORS;
      else process.env.CSP_FRAME_ANCESTORS = saved;
    }
  });

  it('resolves port-only origins against the hostname the page was asked for', () => {
    const policy = contentSecurityPolicy(
      page,
      { origins: [':3001', ':3100'], scriptOrigins: [':3001'] },
      { protocol: 'http:', hostname: '[::1]' },
    );
    expect(policy).toContain("script-src 'self' http://[::1]:3001 'sha256-");
    expect(policy).toContain('ws://[::1]:3100');
  });

  it('sends the same policy under the development servers of npm start, on the page as built in memory', () => {
    const built = new Map([['/dist/remote/index.html', page]]);
    const context = {
      outputFileSystem: {
        readFileSync: (file: string) => {
          const text = built.get(file);
          if (text === undefined) throw new Error(`ENOENT ${file}`);
          return Buffer.from(text);
        },
      },
      // The remote's dev server runs several compilations; only one emits the page.
      compiler: { compilers: [{ outputPath: '/dist/remote/lean' }, { outputPath: '/dist/remote' }] },
    };
    const options = { origins: [':3100'], scriptOrigins: [] };
    const headers = devServerHeaders(options, { 'Access-Control-Allow-Origin': '*' });
    const pageHeaders = headers(
      { headers: { host: 'localhost:3001', 'sec-fetch-dest': 'document' } },
      undefined,
      context,
    );
    expect(pageHeaders['Content-Security-Policy']).toBe(
      contentSecurityPolicy(page, options, { protocol: 'http:', hostname: 'localhost' }),
    );
    expect(pageHeaders['Access-Control-Allow-Origin']).toBe('*');
    expect(headers({ headers: { host: 'localhost:3001', 'sec-fetch-dest': 'script' } }, undefined, context)).toEqual({
      'Access-Control-Allow-Origin': '*',
    });
    // Before the first build there is no page to hash: nothing but the base headers.
    expect(
      headers({ headers: { accept: 'text/html' } }, undefined, { ...context, compiler: { outputPath: '/none' } }),
    ).toEqual({
      'Access-Control-Allow-Origin': '*',
    });
  });
});

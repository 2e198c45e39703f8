import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../shell-demo/content-security-policy';
import { injectRuntimeConfig, REMOTE_CONFIG_GLOBAL, runtimeConfigScript } from '../../../shell-demo/runtime-config';

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

  it('allows no eval and no inline script without a hash; styles may be inline; the API socket may connect', () => {
    const policy = contentSecurityPolicy(page, { origins: ['http://localhost:3001', 'http://localhost:3100'] });
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1] ?? '';
    expect(directive('script-src')).not.toMatch(/unsafe/);
    expect(directive('script-src')).toContain("'self' http://localhost:3001 http://localhost:3100 'sha256-");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('connect-src')).toContain('ws://localhost:3100');
    expect(directive('media-src')).toContain('blob:');
    expect(directive('object-src')).toBe("'none'");
  });

  it('resolves port-only origins against the hostname the page was asked for', () => {
    const policy = contentSecurityPolicy(page, { origins: [':3001', ':3100'] }, { protocol: 'http:', hostname: '[::1]' });
    expect(policy).toContain("script-src 'self' http://[::1]:3001 http://[::1]:3100");
    expect(policy).toContain('ws://[::1]:3100');
  });
});

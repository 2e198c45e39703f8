/** The default signing key against a server elsewhere is said in the console. */
import { DEV_SIGNING_KEY } from '@src/contracts/signature';
import { isLoopbackUrl } from '@src/lib/loopback-url';
import { normalizeProps } from '@src/platform/config/runtime-options';
import { defaultKeyWarning } from '@src/platform/http/default-key-warning';

const defaults = { basename: '/sport-info', apiBaseUrl: 'http://localhost:3100' };

describe('the default signing key', () => {
  it('is in use unless the host passes a signer or another key', () => {
    expect(normalizeProps({}, defaults).options.usesDefaultSigningKey).toBe(true);
    expect(normalizeProps({ signingKey: DEV_SIGNING_KEY }, defaults).options.usesDefaultSigningKey).toBe(true);
    expect(normalizeProps({ signingKey: 'portal-key' }, defaults).options.usesDefaultSigningKey).toBe(false);
    expect(normalizeProps({ signer: async () => 'sig' }, defaults).options.usesDefaultSigningKey).toBe(false);
    // A signer that is not a function is dropped (with a warning): the default key signs again.
    const wrong = normalizeProps({ signer: 'x' }, defaults);
    expect(wrong.options.usesDefaultSigningKey).toBe(true);
    expect(wrong.warnings).toEqual(['signer: a value of type string is not valid, using the default']);
  });

  it('is worth a console line only against an API that is not on this machine', () => {
    expect(defaultKeyWarning('https://api.example.com', true)).toMatch(
      /the API https:\/\/api\.example\.com is not on this machine.*default development key.*signingKey/,
    );
    expect(defaultKeyWarning('http://192.168.1.5:3100', true)).not.toBeNull();
    expect(defaultKeyWarning('https://api.example.com', false)).toBeNull();
    for (const url of ['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100', 'http://a.localhost']) {
      expect(defaultKeyWarning(url, true)).toBeNull();
    }
  });

  it('reads loopback from the hostname, not from the text', () => {
    expect(isLoopbackUrl('http://localhost.evil.example')).toBe(false);
    expect(isLoopbackUrl('http://127.0.0.1.evil.example')).toBe(false);
    expect(isLoopbackUrl('http://localhost@evil.example')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});

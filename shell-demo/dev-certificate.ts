/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, so the bench can serve the
 * production builds over HTTPS and HTTP/2 as production does (browsers speak HTTP/2 only over
 * TLS). Chromium trusts it by its public-key pin (`chromiumTrustArgs`), so nothing is installed
 * and the browser behaves as with a valid certificate (it caches, it keeps HTTP/2).
 */
import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TlsCredentials {
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo. */
  spkiSha256: string;
}

export async function createDevCertificate(): Promise<TlsCredentials> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiSha256: createHash('sha256').update(spki).digest('base64') };
}

/** Chromium flags that make it trust `tls` (honoured with a --user-data-dir, which every launch here has). */
export const chromiumTrustArgs = (tls: TlsCredentials): string[] => [
  `--ignore-certificate-errors-spki-list=${tls.spkiSha256}`,
];

/** @jest-environment node */
import { checkSignature } from '@shell-demo/server/signature-check';
import { Header } from '@src/contracts/http';
import { DEV_SIGNING_KEY, hmacSigner } from '@src/contracts/signature';

const NOW = 1_795_812_947_071;
const call = {
  method: 'POST',
  path: '/api/predictions/vote',
  timestamp: String(NOW),
  pairs: [
    ['stake', '40'],
    ['outcomeId', '2'],
  ] as [string, string][],
};

async function headersSignedBy(key: string) {
  return { [Header.Timestamp]: call.timestamp, [Header.Signature]: await hmacSigner(key)(call) };
}

describe("the development server's signature check", () => {
  it("takes what the app's signer signs, and nothing else", async () => {
    const headers = await headersSignedBy(DEV_SIGNING_KEY);
    await expect(checkSignature(DEV_SIGNING_KEY, NOW, call.method, call.path, headers, call.pairs)).resolves.toEqual({
      ok: true,
    });
    const tampered = await checkSignature(DEV_SIGNING_KEY, NOW, call.method, call.path, headers, [
      ['stake', '400'],
      ['outcomeId', '2'],
    ]);
    expect(tampered.ok).toBe(false);
    const otherKey = await checkSignature(
      DEV_SIGNING_KEY,
      NOW,
      call.method,
      call.path,
      await headersSignedBy('another-key'),
      call.pairs,
    );
    expect(otherKey.ok).toBe(false);
  });

  it("checks in the calling task, not through WebCrypto's thread pool (two trips a call under a crowd's votes)", async () => {
    const headers = await headersSignedBy(DEV_SIGNING_KEY);
    const sign = jest.spyOn(globalThis.crypto.subtle, 'sign');
    try {
      await expect(checkSignature(DEV_SIGNING_KEY, NOW, call.method, call.path, headers, call.pairs)).resolves.toEqual({
        ok: true,
      });
      expect(sign).not.toHaveBeenCalled();
    } finally {
      sign.mockRestore();
    }
  });
});

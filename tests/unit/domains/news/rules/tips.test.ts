/** The rules of a tip's access and the user's ledger, bet results, follows and purchase intents. */
import { isHit, isMiss } from '@src/contracts/bet-result';
import { resultTone } from '@src/domains/news/rules/bet-result';
import { tipWithAttention, withAttention } from '@src/domains/news/rules/follow';
import { myLedger } from '@src/domains/news/rules/my-ledger';
import { newPurchaseIntent } from '@src/domains/news/rules/purchase-intent';
import type * as TipAccessModule from '@src/domains/news/rules/tip-access';
import { expert, openSelection, tip } from '../support/fixtures';
import { freshModule } from '@tests/support/fresh-module';

/** The module loaded for each test, so what it makes as it loads counts as reached by the test (freshModule). */
let access: typeof TipAccessModule;
beforeEach(() => {
  access = freshModule(() => jest.requireActual('@src/domains/news/rules/tip-access') as typeof TipAccessModule);
});

describe('bet results', () => {
  it.each([
    ['win', 'hit'],
    ['winHalf', 'hit'],
    ['lose', 'miss'],
    ['loseHalf', 'miss'],
    ['draw', 'neutral'],
    ['cancel', 'neutral'],
    ['waiting', 'waiting'],
  ])('%s reads as %s', (result, tone) => {
    expect(resultTone(result)).toBe(tone);
    expect(isHit(result)).toBe(tone === 'hit');
    expect(isMiss(result)).toBe(tone === 'miss');
  });
});

describe('who sees the paid part', () => {
  it('a paid tip on sale is locked until bought; a free or settled tip is open to everyone', () => {
    expect(access.isLocked(tip())).toBe(true);
    expect(access.canBuy(tip())).toBe(true);
    expect(access.isLocked(tip({ isBuy: 1 }))).toBe(false);
    expect(access.isLocked(tip({ goldPrice: 0 }))).toBe(false);
    expect(access.isLocked(tip({ result: 'lose' }))).toBe(false);
    expect(access.canBuy(tip({ result: 'win' }))).toBe(false);
  });

  it('buying sets isBuy 1, records payTime and brings the content', () => {
    const bought = access.markBought(tip(), 1234, tip({ sportsInfo: '分析', messageMatchList: [openSelection()] }));
    expect(bought).toMatchObject({ isBuy: 1, payTime: 1234, sportsInfo: '分析' });
    expect(bought.messageMatchList[0]!.pickLabel).toBe('曼城胜');
  });
});

describe('不中退 and the ledger', () => {
  it('a 不中退 tip that missed gives back its share of the price, floored; nothing otherwise', () => {
    expect(access.refundOf(tip({ goldPrice: 58, openBackGold: 1, returnGoldPercentage: 50, result: 'lose' }))).toBe(29);
    expect(
      access.refundOf(tip({ goldPrice: 38, openBackGold: 1, returnGoldPercentage: 100, result: 'loseHalf' })),
    ).toBe(38);
    expect(access.refundOf(tip({ goldPrice: 38, openBackGold: 1, returnGoldPercentage: 100, result: 'win' }))).toBe(0);
    expect(access.refundOf(tip({ goldPrice: 38, openBackGold: 0, returnGoldPercentage: 0, result: 'lose' }))).toBe(0);
    expect(access.refundOf(tip({ goldPrice: 25, openBackGold: 1, returnGoldPercentage: 50, result: 'lose' }))).toBe(12);
  });

  it('a tip not sold as 不中退 gives nothing back, whatever share it names', () => {
    expect(access.refundOf(tip({ goldPrice: 38, openBackGold: 0, returnGoldPercentage: 50, result: 'lose' }))).toBe(0);
  });

  it('counts gold spent, tips won of those settled, gold returned and the net', () => {
    const ledger = myLedger([
      tip({ id: 1, goldPrice: 38, result: 'win' }),
      tip({ id: 2, goldPrice: 58, openBackGold: 1, returnGoldPercentage: 100, result: 'lose' }),
      tip({ id: 3, goldPrice: 28, result: 'draw' }),
      tip({ id: 4, goldPrice: 88 }),
    ]);
    expect(ledger).toEqual({ orders: 4, spent: 212, settled: 2, won: 1, pending: 1, returned: 58, net: 154 });
  });
});

describe('following an expert', () => {
  it('moves the count by one and flips isAttention; the same call rolls it back', () => {
    const followed = withAttention(expert(), expert().id, true);
    expect(followed).toMatchObject({ isAttention: 1, attention: 121 });
    expect(withAttention(followed, expert().id, false)).toMatchObject({ isAttention: 0, attention: 120 });
    // Already in that state, or another expert: unchanged (the same object).
    expect(withAttention(followed, expert().id, true)).toBe(followed);
    expect(withAttention(followed, 1, false)).toBe(followed);
  });

  it("changes every tip of the expert: isAttention and the expert's count", () => {
    const changed = tipWithAttention(tip(), tip().professorId, true);
    expect(changed).toMatchObject({ isAttention: 1, professor: { attention: 121 } });
    const other = tip({ professorId: 9 });
    expect(tipWithAttention(other, tip().professorId, true)).toBe(other);
  });
});

describe('purchase intents', () => {
  it("one key per intent, in the server's alphabet and length", () => {
    const first = newPurchaseIntent(7);
    const second = newPurchaseIntent(7);
    expect(first.tipId).toBe(7);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first.key).not.toBe(second.key);
  });

  describe('where the platform lacks part of Web Crypto', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    const withCrypto = (crypto: Partial<Crypto> | undefined) =>
      Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    });

    it("takes the platform's UUID without its dashes", () => {
      withCrypto({ randomUUID: () => '0123abcd-4567-4890-abcd-ef0123456789' });
      expect(newPurchaseIntent(7).key).toBe('buy-7-0123abcd45674890abcdef0123456789');
    });

    it('without randomUUID, writes 16 of its random bytes as two hex digits each', () => {
      withCrypto({
        getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
          if (array instanceof Uint8Array) array.set(Array.from({ length: array.length }, (_, index) => index * 17));
          return array;
        },
      });
      expect(newPurchaseIntent(7).key).toBe('buy-7-00112233445566778899aabbccddeeff');
    });

    it.each([
      ['without Web Crypto', undefined],
      ['with Web Crypto but neither randomUUID nor getRandomValues', {}],
    ])('%s, draws the 16 bytes from Math.random', (_, crypto) => {
      withCrypto(crypto);
      jest.spyOn(Math, 'random').mockReturnValue(0.5);
      expect(newPurchaseIntent(7).key).toBe(`buy-7-${'80'.repeat(16)}`);
    });
  });
});

/**
 * @jest-environment node
 *
 * The development server's bounds, piece by piece: list parameters, JSON bodies
 * under the form limits, what is kept per request (idempotency answers, sessions), and which
 * Host and Origin may drive the server. tests/integration/server/hardening.test.ts sends the
 * same requests to a real server.
 */
import { hostname } from 'node:os';
import { FORM_LIMITS } from '../../../src/contracts/form-encoding';
import { ResultCode } from '../../../src/contracts/http';
import { ExpiringMap } from '../../../shell-demo/server/expiring-map';
import { checkJsonLimits, FormDecodeError } from '../../../shell-demo/server/form-decoding';
import { idListParam, MAX_LIST_ITEMS } from '../../../shell-demo/server/params';
import { isHostAllowed, isTrustedRequest } from '../../../shell-demo/server/push/origin-check';
import { SessionStore } from '../../../shell-demo/server/sessions';

describe('list parameters', () => {
  it('reads a list, a comma-separated string or one id, without duplicates', () => {
    expect(idListParam({ hostIds: ['3', '1', '3'] }, 'hostIds', '主播')).toEqual([3, 1]);
    expect(idListParam({ hostIds: '1,1,1,2' }, 'hostIds', '主播')).toEqual([1, 2]);
    expect(idListParam({ hostIds: [7, 7] }, 'hostIds', '主播')).toEqual([7]);
    expect(idListParam({ hostIds: 5 }, 'hostIds', '主播')).toEqual([5]);
    expect(idListParam({ hostIds: { 0: '4', 1: '4' } }, 'hostIds', '主播')).toEqual([4]);
    expect(idListParam({}, 'hostIds', '主播')).toBeUndefined();
  });

  it(`refuses more than ${MAX_LIST_ITEMS} items as sent, duplicates included, and items that are not ids`, () => {
    const atCap = Array.from({ length: MAX_LIST_ITEMS }, () => '1').join(',');
    expect(idListParam({ hostIds: atCap }, 'hostIds', '主播')).toEqual([1]);
    for (const over of [`${atCap},1`, Array.from({ length: 100_000 }, () => 1)]) {
      expect(() => idListParam({ hostIds: over }, 'hostIds', '主播')).toThrow(
        `参数错误：hostIds 最多 ${MAX_LIST_ITEMS} 个`,
      );
    }
    expect(() => idListParam({ sportsIds: '1,x' }, 'sportsIds', '比赛')).toThrow(
      '参数错误：sportsIds 应为比赛 id 列表',
    );
    expect(() => idListParam({ sportsIds: [1, { a: 1 }] }, 'sportsIds', '比赛')).toThrow('sportsIds 应为比赛 id 列表');
  });
});

describe('JSON bodies under the form limits', () => {
  const refused = (body: object) => {
    try {
      checkJsonLimits(body);
    } catch (error) {
      expect(error).toBeInstanceOf(FormDecodeError);
      return (error as Error).message;
    }
    return null;
  };
  const nested = (levels: number): object => {
    let value: unknown = 1;
    for (let level = 0; level < levels; level += 1) value = { k: value };
    return value as object;
  };

  it('accepts what a form body may carry', () => {
    expect(refused({ ids: Array.from({ length: FORM_LIMITS.arrayLimit }, (_, index) => index) })).toBeNull();
    // a.b.c.d.e.f: five levels below the top-level key, as `a.b.c.d.e.f=1` in a form.
    expect(refused(nested(6))).toBeNull();
    expect(refused(Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`p${index}`, 1])))).toBeNull();
    expect(refused({})).toBeNull();
  });

  it('refuses a long list, deep nesting and too many values, as the form decoder does', () => {
    expect(refused({ ids: Array.from({ length: 250_000 }, () => 1) })).toBe(`列表下标应小于 ${FORM_LIMITS.arrayLimit}`);
    expect(refused(nested(7))).toBe(`参数嵌套超过 ${FORM_LIMITS.depth} 层`);
    expect(refused(Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`p${index}`, 1])))).toBe(
      `参数超过 ${FORM_LIMITS.parameterLimit} 个`,
    );
    // 501 values spread over small lists and objects count together.
    const spread = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [`l${index}`, Array.from({ length: 90 }, () => ({ v: 1 }))]),
    );
    expect(refused(spread)).toBe(`参数超过 ${FORM_LIMITS.parameterLimit} 个`);
  });
});

describe('kept answers', () => {
  it('forgets entries after their time and the oldest beyond the count', () => {
    let clock = 0;
    const map = new ExpiringMap<string, number>(() => clock, { ttlMs: 1000, maxEntries: 3 });
    map.set('a', 1);
    clock = 500;
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    clock = 1000;
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe(2);
    for (const key of ['c', 'd', 'e']) map.set(key, 0);
    expect(map.size).toBe(3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('c')).toBe(0);
  });

  it('stays bounded under a flood of fresh keys', () => {
    const map = new ExpiringMap<number, number>(() => 0, { ttlMs: 60_000, maxEntries: 100 });
    for (let key = 0; key < 10_000; key += 1) map.set(key, key);
    expect(map.size).toBe(100);
    expect(map.get(9_999)).toBe(9_999);
    expect(map.get(0)).toBeUndefined();
  });
});

describe('session records', () => {
  it('are forgotten once expired, and the oldest beyond the count', () => {
    let clock = 1_700_000_000_000;
    const sessions = new SessionStore(() => clock, 1000, 50);
    const first = sessions.login('first');
    for (let index = 0; index < 500; index += 1) sessions.login(`user-${index}`);
    expect(sessions.size).toBe(50);
    expect(sessions.check(first.token, first.uid)).toEqual(expect.objectContaining({ code: ResultCode.TokenExpired }));
    clock += 60_000;
    const late = sessions.login('late');
    expect(sessions.size).toBe(1);
    expect(sessions.check(late.token, late.uid).ok).toBe(true);
  });

  it('keep the newest live sessions working while bounding', () => {
    const sessions = new SessionStore(() => 0, 60_000, 10);
    const logins = Array.from({ length: 30 }, (_, index) => sessions.login(`n${index}`));
    for (const { token, uid } of logins.slice(-10)) expect(sessions.check(token, uid).ok).toBe(true);
  });
});

describe('which Host and Origin may drive the server', () => {
  it('knows the server by loopback names, IP addresses, the machine name and the listed names only', () => {
    for (const host of [
      'localhost:3100',
      '127.0.0.1:3100',
      '[::1]:3100',
      'app.localhost',
      '192.168.1.5:3100',
      undefined,
    ]) {
      expect(isHostAllowed(host)).toBe(true);
    }
    expect(isHostAllowed(`${hostname()}:3100`)).toBe(true);
    for (const host of ['evil.example:3100', 'localhost.evil.example', 'evil.example@localhost', '']) {
      expect(isHostAllowed(host)).toBe(false);
    }
    expect(isHostAllowed('demo.example.com', { allowedHosts: ['demo.example.com'] })).toBe(true);
    expect(isHostAllowed('demo.example.com', { allowedOrigins: ['https://demo.example.com'] })).toBe(true);
    expect(isHostAllowed('other.example', { allowedHosts: ['*'] })).toBe(true);
  });

  it('refuses a page that reached us by DNS rebinding, though its origin matches the Host', () => {
    expect(isTrustedRequest('http://evil.example:3100', 'evil.example:3100')).toBe(false);
    expect(isTrustedRequest(undefined, 'evil.example:3100')).toBe(false);
    expect(isTrustedRequest('http://localhost:3000', 'localhost:3100')).toBe(true);
    expect(isTrustedRequest('http://192.168.1.5:3000', '192.168.1.5:3100', { sameHostPorts: [3000] })).toBe(true);
    expect(isTrustedRequest('https://evil.example', 'localhost:3100')).toBe(false);
    expect(isTrustedRequest(undefined, 'localhost:3100')).toBe(true);
  });
});

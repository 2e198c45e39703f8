import { FILE_PATH_PREFIX, ResultCode } from '../../../src/contracts/http';
import { SessionStore, uidOf } from '../../../shell-demo/server/sessions';

describe('dev server sessions', () => {
  let clock = 1_700_000_000_000;
  const store = () => new SessionStore(() => clock, 1_000);

  it('derives a stable uid from the username, case-insensitively', () => {
    expect(uidOf('Alice')).toBe(uidOf('alice'));
    expect(uidOf('Alice')).toMatch(/^u\d{8}$/);
    expect(uidOf('Bob')).not.toBe(uidOf('Alice'));
  });

  it('keeps apart names that only upper-casing would make one (ß is SS in capitals)', () => {
    expect(uidOf('Straße')).not.toBe(uidOf('STRASSE'));
  });

  it('gives an avatar path with the first character', () => {
    const session = store().login('张三');
    expect(session.headUrl).toBe(`${FILE_PATH_PREFIX}${encodeURIComponent(`avatar-${session.uid}-张.svg`)}`);
  });

  it('accepts a fresh token with its uid only', () => {
    const sessions = store();
    const { token, uid } = sessions.login('a');
    expect(sessions.check(token, uid)).toEqual({ ok: true, session: { token, uid, username: 'a' } });
    expect(sessions.check(token, undefined)).toEqual(
      expect.objectContaining({ ok: false, code: ResultCode.TokenExpired }),
    );
  });

  it('expires a token at its ttl', () => {
    const sessions = store();
    const { token, uid } = sessions.login('b');
    clock += 999;
    expect(sessions.check(token, uid).ok).toBe(true);
    clock += 1;
    expect(sessions.check(token, uid)).toEqual({
      ok: false,
      code: ResultCode.TokenExpired,
      msg: '登录已过期，请重新登录',
    });
    expect(sessions.active()).toEqual([]);
  });

  it('kicks the older token of the same user and stays kicked after expiry', () => {
    const sessions = store();
    const first = sessions.login('c');
    const second = sessions.login('c');
    expect(sessions.check(first.token, first.uid)).toEqual({
      ok: false,
      code: ResultCode.TokenKicked,
      msg: '您的账号已在其他设备登录',
    });
    expect(sessions.expire(first.token)).toBe(true);
    expect(sessions.check(first.token, first.uid).ok).toBe(false);
    expect(sessions.check(second.token, second.uid).ok).toBe(true);
  });

  it('ends a session on logout and knows nothing of unknown tokens', () => {
    const sessions = store();
    const { token, uid } = sessions.login('d');
    expect(sessions.logout(token)).toBe(true);
    expect(sessions.check(token, uid)).toEqual(expect.objectContaining({ code: ResultCode.TokenExpired }));
    expect(sessions.logout('nope')).toBe(false);
    expect(sessions.check('nope', uid)).toEqual(expect.objectContaining({ code: ResultCode.TokenExpired }));
  });
});

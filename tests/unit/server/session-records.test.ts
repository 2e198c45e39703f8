/**
 * The development server's session records beyond one token's life: which sessions are live, a
 * logout or an expiry after a newer login, records kept bounded (swept once a minute, the oldest
 * first beyond the count) while the newest keep working; the demo users' profiles; and the map
 * that keeps a purchase's first answer for replay.
 */
import { ResultCode } from '@src/contracts/http';
import { DemoUser } from '@src/contracts/dev-server';
import { ExpiringMap } from '@shell-demo/server/expiring-map';
import { demoProfileOf } from '@shell-demo/server/routes/demo-session';
import { avatarPathOf, SessionStore } from '@shell-demo/server/sessions';

const T0 = Date.UTC(2026, 10, 21, 12, 0);

describe('session records', () => {
  it('lists the live sessions only: not logged out, not kicked, not expired', () => {
    let clock = T0;
    const sessions = new SessionStore(() => clock, 10_000);
    const out = sessions.login('out');
    const kicked = sessions.login('twice');
    const live = sessions.login('twice');
    const expiring = sessions.login('expiring');
    sessions.logout(out.token);
    expect(sessions.active().map((session) => session.token).sort()).toEqual([live.token, expiring.token].sort());
    expect(sessions.active()).toContainEqual({ token: live.token, uid: live.uid, username: 'twice' });
    expect(sessions.active().some((session) => session.token === kicked.token)).toBe(false);
    clock += 10_000;
    expect(sessions.active()).toEqual([]);
  });

  it('a logout of an older token leaves the newer login working', () => {
    const sessions = new SessionStore(() => T0);
    const older = sessions.login('a');
    const newer = sessions.login('a');
    expect(sessions.logout(older.token)).toBe(true);
    expect(sessions.check(newer.token, newer.uid).ok).toBe(true);
    // The older one stays kicked, not merely logged out.
    expect(sessions.check(older.token, older.uid)).toMatchObject({ code: ResultCode.TokenKicked });
    expect(sessions.expire('unknown')).toBe(false);
    expect(sessions.expire(newer.token)).toBe(true);
    expect(sessions.check(newer.token, newer.uid)).toMatchObject({ ok: false, code: ResultCode.TokenExpired });
  });

  it('logs in again after a logout', () => {
    const sessions = new SessionStore(() => T0);
    const first = sessions.login('b');
    sessions.logout(first.token);
    const again = sessions.login('b');
    expect(again.uid).toBe(first.uid);
    expect(sessions.check(again.token, again.uid).ok).toBe(true);
  });

  it('sweeps expired records at most once a minute, at a login', () => {
    let clock = T0;
    const sessions = new SessionStore(() => clock, 1000, 100);
    sessions.login('a');
    clock += 2000;
    sessions.login('b');
    // The first login swept at T0; a minute has not passed: the expired record is still kept.
    expect(sessions.size).toBe(2);
    clock = T0 + 60_000;
    sessions.login('c');
    expect(sessions.size).toBe(1);
  });

  it('beyond the count the oldest go first and answer 405; exactly the count is kept', () => {
    const sessions = new SessionStore(() => T0, 60_000, 3);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => sessions.login(name)) as [
      ReturnType<SessionStore['login']>, ReturnType<SessionStore['login']>, ReturnType<SessionStore['login']>, ReturnType<SessionStore['login']>,
    ];
    expect(sessions.size).toBe(3);
    expect(sessions.check(a.token, a.uid)).toMatchObject({ ok: false, code: ResultCode.TokenExpired });
    for (const { token, uid } of [b, c, d]) expect(sessions.check(token, uid).ok).toBe(true);
    // A user whose record was forgotten logs in again as new.
    const again = sessions.login('a');
    expect(sessions.check(again.token, again.uid).ok).toBe(true);
  });

  it('an avatar names a letter or digit initial, nothing else', () => {
    expect(avatarPathOf('u1', ' ann')).toContain('avatar-u1-A.svg');
    expect(avatarPathOf('u1', '7号')).toContain('avatar-u1-7.svg');
    expect(avatarPathOf('u1', '★星')).toContain('avatar-u1.svg');
    expect(avatarPathOf('u1', '')).toContain('avatar-u1.svg');
  });
});

describe('demo profiles', () => {
  const now = T0 + 5 * 3_600_000;
  const ordinary = demoProfileOf('someone', now);

  it('an ordinary user: recharged, a VIP, not banned, with gold', () => {
    expect(ordinary.bannedUntil).toBeNull();
    expect(ordinary.rechargeTotal).toBeGreaterThanOrEqual(200);
    expect(ordinary.vipLevel).toBeGreaterThanOrEqual(1);
    expect(ordinary.initialGold).toBeGreaterThanOrEqual(1000);
    expect(demoProfileOf(' SomeOne ', now)).toEqual(ordinary);
  });

  it('each demo user differs from an ordinary one in one way', () => {
    const day = Math.floor(now / 86_400_000) * 86_400_000;
    expect(demoProfileOf(DemoUser.banned, now).bannedUntil).toBe(day + 7 * 86_400_000);
    expect(demoProfileOf(DemoUser.lowRecharge, now)).toMatchObject({ rechargeTotal: 30, vipLevel: 0, bannedUntil: null });
    expect(demoProfileOf(DemoUser.lowVip, now)).toMatchObject({ vipLevel: 0, bannedUntil: null });
    expect(demoProfileOf(DemoUser.lowVip, now).rechargeTotal).toBeGreaterThanOrEqual(200);
    expect(demoProfileOf(DemoUser.poor, now)).toMatchObject({ initialGold: 20, bannedUntil: null });
    expect(demoProfileOf(DemoUser.normal, now).bannedUntil).toBeNull();
  });
});

describe('kept answers (ExpiringMap)', () => {
  it('an entry lives exactly its time; setting it again renews it', () => {
    let clock = 0;
    const map = new ExpiringMap<string, string>(() => clock, { ttlMs: 1000, maxEntries: 10 });
    map.set('key', 'first');
    clock = 999;
    expect(map.get('key')).toBe('first');
    map.set('key', 'second');
    clock = 1500;
    expect(map.get('key')).toBe('second');
    clock = 1998;
    expect(map.get('key')).toBe('second');
    clock = 1999;
    expect(map.get('key')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('holds exactly the count; a key set again is the newest', () => {
    const map = new ExpiringMap<string, number>(() => 0, { ttlMs: 1000, maxEntries: 2 });
    map.set('a', 1);
    map.set('b', 2);
    expect(map.size).toBe(2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c')]).toEqual([3, 4]);
  });
});

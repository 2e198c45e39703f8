/**
 * The development server's session records beyond one token's life: which sessions are live, a
 * logout or an expiry after a newer login, records kept bounded (swept once a minute, the oldest
 * first beyond the count) while the newest keep working; the demo users' profiles; and the map
 * that keeps a purchase's first answer for replay.
 */
import type { SessionInfo } from '@src/contracts/bridge-events';
import { ResultCode } from '@src/contracts/http';
import { DemoUser } from '@src/contracts/dev-server';
import { ExpiringMap, ExpiringMapsByOwner } from '@shell-demo/server/expiring-map';
import { demoProfileOf } from '@shell-demo/server/demo-profiles';
import { avatarPathOf, SessionStore } from '@shell-demo/server/sessions';

const T0 = Date.UTC(2026, 10, 21, 12, 0);

/** A clock the test moves by hand: `clock.now` is the time it reads. */
const handClock = (now: number) => {
  const clock = { now };
  return { clock, read: () => clock.now };
};

/** A session store on a hand clock at T0, with its token life, record count and per-client quota. */
function sessionsAt(...limits: [ttlMs?: number, maxSessions?: number, maxPerClient?: number]) {
  const { clock, read } = handClock(T0);
  return { clock, sessions: new SessionStore(read, ...limits) };
}

/** A kept-answers map on a hand clock at 0. */
function mapAt<Value>(options: { ttlMs: number; maxEntries: number }) {
  const { clock, read } = handClock(0);
  return { clock, map: new ExpiringMap<string, Value>(read, options) };
}

/** Maps kept per owner on a hand clock at 0: each owner's map's limits, then the owners'. */
function ownersAt(
  entries: { ttlMs: number; maxEntries: number },
  owners: { ttlMs: number; perHolder: number; total: number },
) {
  const { clock, read } = handClock(0);
  return { clock, maps: new ExpiringMapsByOwner<string, number>(read, entries, owners) };
}

describe('session records', () => {
  it('lists the live sessions only: not logged out, not kicked, not expired', () => {
    const { clock, sessions } = sessionsAt(10_000);
    const out = sessions.login('out');
    const kicked = sessions.login('twice');
    const live = sessions.login('twice');
    const expiring = sessions.login('expiring');
    sessions.logout(out.token);
    expect(
      sessions
        .active()
        .map((session) => session.token)
        .sort(),
    ).toEqual([live.token, expiring.token].sort());
    expect(sessions.active()).toContainEqual({ token: live.token, uid: live.uid, username: 'twice' });
    expect(sessions.active().some((session) => session.token === kicked.token)).toBe(false);
    clock.now += 10_000;
    expect(sessions.active()).toEqual([]);
  });

  it('a logout of an older token leaves the newer login working', () => {
    const { sessions } = sessionsAt();
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
    const { sessions } = sessionsAt();
    const first = sessions.login('b');
    sessions.logout(first.token);
    const again = sessions.login('b');
    expect(again.uid).toBe(first.uid);
    expect(sessions.check(again.token, again.uid).ok).toBe(true);
  });

  /** A new user logs in at each time (ms after T0), on a store with that token life: the records kept after each login. */
  const recordsAfterLogins = (ttlMs: number, times: number[]) => {
    const { clock, sessions } = sessionsAt(ttlMs, 100);
    return times.map((time, index) => {
      clock.now = T0 + time;
      sessions.login(`user${index}`);
      return sessions.size;
    });
  };

  it('sweeps expired records at most once a minute, at a login', () => {
    // The first login swept at T0; at 2 s a minute has not passed: the expired record is still kept.
    expect(recordsAfterLogins(1000, [0, 2000, 60_000])).toEqual([1, 2, 1]);
  });

  it('at the count, a record expired but not yet swept makes the room: no live session of another client is displaced', () => {
    const { clock, sessions } = sessionsAt(1000, 3, 2);
    sessions.login('a', '10.0.0.1');
    clock.now = T0 + 500;
    const busy = [sessions.login('b1', '10.0.0.2'), sessions.login('b2', '10.0.0.2')];
    // a's record expires now; the sweep (once a minute) has not come round.
    clock.now = T0 + 1000;
    sessions.login('c', '10.0.0.3');
    for (const { token, uid } of busy) expect(sessions.check(token, uid).ok).toBe(true);
    expect(sessions.size).toBe(3);
  });

  it('beyond the count the oldest go first and answer 405; exactly the count is kept', () => {
    const { sessions } = sessionsAt(60_000, 3);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => sessions.login(name)) as [
      ReturnType<SessionStore['login']>,
      ReturnType<SessionStore['login']>,
      ReturnType<SessionStore['login']>,
      ReturnType<SessionStore['login']>,
    ];
    expect(sessions.size).toBe(3);
    expect(sessions.check(a.token, a.uid)).toMatchObject({ ok: false, code: ResultCode.TokenExpired });
    for (const { token, uid } of [b, c, d]) expect(sessions.check(token, uid).ok).toBe(true);
    // A user whose record was forgotten logs in again as new.
    const again = sessions.login('a');
    expect(sessions.check(again.token, again.uid).ok).toBe(true);
  });

  it('the users kept are bounded with the records: a forgotten record takes its user along', () => {
    const { clock, sessions } = sessionsAt(1000, 3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) sessions.login(name);
    expect(sessions.size).toBe(3);
    expect(sessions.usersKept).toBe(3);
    // Swept after a minute: the expired ones go with their users.
    clock.now = T0 + 60_000;
    sessions.login('f');
    expect(sessions.size).toBe(1);
    expect(sessions.usersKept).toBe(1);
  });

  it('a token that expired before the user logs in again stays expired (405), not kicked (505)', () => {
    const { clock, sessions } = sessionsAt(1000);
    const older = sessions.login('a');
    clock.now += 1000;
    expect(sessions.check(older.token, older.uid)).toMatchObject({ code: ResultCode.TokenExpired });
    sessions.login('a');
    expect(sessions.check(older.token, older.uid)).toMatchObject({ code: ResultCode.TokenExpired });
  });

  it('a sweep forgets a record that expires exactly at its time', () => {
    expect(recordsAfterLogins(60_000, [0, 60_000])).toEqual([1, 1]);
  });

  it("forgetting a kicked record keeps the user's newer token current: the next login still kicks it", () => {
    const { clock, sessions } = sessionsAt(60_000, 100);
    sessions.login('a');
    clock.now += 30_000;
    const newer = sessions.login('a');
    // The sweep a minute after the first login forgets the kicked first record.
    clock.now += 30_000;
    sessions.login('b');
    expect(sessions.size).toBe(2);
    sessions.login('a');
    expect(sessions.check(newer.token, newer.uid)).toMatchObject({ code: ResultCode.TokenKicked });
  });

  it("a logout of a kicked token keeps the user's newer token current: the next login still kicks it", () => {
    const { sessions } = sessionsAt();
    const older = sessions.login('a');
    const newer = sessions.login('a');
    sessions.logout(older.token);
    sessions.login('a');
    expect(sessions.check(newer.token, newer.uid)).toMatchObject({ code: ResultCode.TokenKicked });
  });

  it("at the count an ended record makes room before the client's own live ones", () => {
    const { sessions } = sessionsAt(60_000, 3);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => sessions.login(name, 'client')) as SessionInfo[];
    sessions.logout(b!.token);
    const d = sessions.login('d', 'client');
    for (const { token, uid } of [a!, c!, d]) expect(sessions.check(token, uid).ok).toBe(true);
    expect(sessions.size).toBe(3);
  });

  it('at the count a newcomer takes a record that expires exactly now before any live one', () => {
    const { clock, sessions } = sessionsAt(1000, 2);
    const first = sessions.login('a', 'one');
    clock.now += 500;
    const second = sessions.login('b', 'two');
    clock.now = T0 + 1000;
    const newcomer = sessions.login('c', 'three');
    expect(sessions.check(first.token, first.uid)).toMatchObject({ ok: false, code: ResultCode.TokenExpired });
    expect(sessions.check(second.token, second.uid).ok).toBe(true);
    expect(sessions.check(newcomer.token, newcomer.uid).ok).toBe(true);
  });

  it('at the count a newcomer is never refused: the client keeping the most live sessions gives up its oldest', () => {
    const { sessions } = sessionsAt(60_000, 5);
    const victim = sessions.login('victim', '10.0.0.9');
    const greedy = ['g1', 'g2', 'g3', 'g4'].map((name) => sessions.login(name, '10.0.0.1'));
    const newcomer = sessions.login('newcomer', '10.0.0.7');
    expect(sessions.check(greedy[0]!.token, greedy[0]!.uid)).toMatchObject({
      ok: false,
      code: ResultCode.TokenExpired,
    });
    for (const { token, uid } of [victim, newcomer, ...greedy.slice(1)])
      expect(sessions.check(token, uid).ok).toBe(true);
    // The greedy client's next logins replace its own sessions only.
    for (let index = 0; index < 10; index += 1) sessions.login(`more${index}`, '10.0.0.1');
    for (const { token, uid } of [victim, newcomer]) expect(sessions.check(token, uid).ok).toBe(true);
    expect(sessions.liveOf('10.0.0.1')).toBe(3);
    expect(sessions.size).toBe(5);
  });

  it('a client at its own quota replaces its own oldest live session, long before the count', () => {
    const { sessions } = sessionsAt(60_000, 100, 3);
    const mine = ['a', 'b', 'c', 'd'].map((name) => sessions.login(name, '::ffff:10.0.0.1'));
    expect(sessions.check(mine[0]!.token, mine[0]!.uid).ok).toBe(false);
    expect(sessions.liveOf('10.0.0.1')).toBe(3);
    // An IPv6 client is its /64: a new address in the same block is the same client.
    const v6 = ['e', 'f', 'g', 'h'].map((name, index) => sessions.login(name, `2001:db8:1:2::${index + 1}`));
    expect(sessions.check(v6[0]!.token, v6[0]!.uid).ok).toBe(false);
    expect(sessions.liveOf('2001:db8:1:2:ffff::1')).toBe(3);
    // A session that ends gives its place back.
    sessions.logout(mine[3]!.token);
    expect(sessions.liveOf('10.0.0.1')).toBe(2);
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
    expect(demoProfileOf(DemoUser.lowRecharge, now)).toMatchObject({
      rechargeTotal: 30,
      vipLevel: 0,
      bannedUntil: null,
    });
    expect(demoProfileOf(DemoUser.lowVip, now)).toMatchObject({ vipLevel: 0, bannedUntil: null });
    expect(demoProfileOf(DemoUser.lowVip, now).rechargeTotal).toBeGreaterThanOrEqual(200);
    expect(demoProfileOf(DemoUser.poor, now)).toMatchObject({ initialGold: 20, bannedUntil: null });
    expect(demoProfileOf(DemoUser.normal, now).bannedUntil).toBeNull();
  });

  it("an ordinary profile is drawn from the name, within the demo's ranges", () => {
    const profiles = ['ann', 'bo', 'cy', 'dee', 'ed', 'flo', 'gus', 'hal'].map((name) => demoProfileOf(name, now));
    for (const { rechargeTotal, vipLevel, initialGold } of profiles) {
      expect(rechargeTotal).toBeGreaterThanOrEqual(200);
      expect(rechargeTotal).toBeLessThan(10_000);
      expect(vipLevel).toBeGreaterThanOrEqual(1);
      expect(vipLevel).toBeLessThanOrEqual(6);
      expect(initialGold).toBeGreaterThanOrEqual(1_000);
      expect(initialGold).toBeLessThan(20_000);
    }
    // Different names, different profiles: each figure depends on the name.
    for (const figure of ['rechargeTotal', 'vipLevel', 'initialGold'] as const) {
      expect(new Set(profiles.map((profile) => profile[figure])).size).toBeGreaterThan(1);
    }
  });
});

describe('kept answers (ExpiringMap)', () => {
  it('an entry lives exactly its time; setting it again renews it', () => {
    const { clock, map } = mapAt<string>({ ttlMs: 1000, maxEntries: 10 });
    map.set('key', 'first');
    clock.now = 999;
    expect(map.get('key')).toBe('first');
    map.set('key', 'second');
    clock.now = 1500;
    expect(map.get('key')).toBe('second');
    clock.now = 1998;
    expect(map.get('key')).toBe('second');
    clock.now = 1999;
    expect(map.get('key')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('a set drops the entries whose time ends exactly then', () => {
    const { clock, map } = mapAt<string>({ ttlMs: 1000, maxEntries: 10 });
    map.set('old', 'x');
    clock.now = 1000;
    map.set('new', 'y');
    expect(map.size).toBe(1);
  });

  it('a counter keeps its window: a live key changes without renewing its time, and starts anew when it ends', () => {
    const { clock, map } = mapAt<number>({ ttlMs: 1000, maxEntries: 10 });
    map.setKeepingExpiry('client', 1);
    clock.now = 500;
    map.setKeepingExpiry('client', 2);
    clock.now = 999;
    expect(map.get('client')).toBe(2);
    clock.now = 1000;
    expect(map.get('client')).toBeUndefined();
    map.setKeepingExpiry('client', 1);
    map.setKeepingExpiry('client', 2);
    clock.now = 1999;
    expect(map.get('client')).toBe(2);
  });

  it('a counter whose window ends exactly at the change starts a new one', () => {
    const { clock, map } = mapAt<number>({ ttlMs: 1000, maxEntries: 10 });
    map.setKeepingExpiry('client', 1);
    clock.now = 1000;
    map.setKeepingExpiry('client', 7);
    expect(map.get('client')).toBe(7);
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

describe('kept per owner (ExpiringMapsByOwner)', () => {
  it('forgets an owner idle for its time, however long its entries would keep', () => {
    const { clock, maps } = ownersAt({ ttlMs: 60_000, maxEntries: 3 }, { ttlMs: 1000, perHolder: 2, total: 4 });
    maps.of('fan', 'a').set('mine', 1);
    clock.now = 999;
    expect(maps.peek('fan', 'mine')).toBe(1);
    clock.now = 1000;
    expect(maps.peek('fan', 'mine')).toBeUndefined();
  });

  it("keeps each owner's latest apart: one owner's flood forgets only its own", () => {
    const { maps } = ownersAt({ ttlMs: 1000, maxEntries: 3 }, { ttlMs: 1000, perHolder: 2, total: 4 });
    maps.of('victim', 'b').set('mine', 1);
    for (let index = 0; index < 100; index += 1) maps.of('flooder', 'a').set(`key${index}`, index);
    expect(maps.peek('victim', 'mine')).toBe(1);
    expect(maps.peek('flooder', 'key0')).toBeUndefined();
    expect(maps.peek('flooder', 'key99')).toBe(99);
  });

  it("shares the owners by address: an address's new owners displace its own least recently active, never another address's", () => {
    const { clock, maps } = ownersAt({ ttlMs: 1000, maxEntries: 3 }, { ttlMs: 1000, perHolder: 2, total: 3 });
    maps.of('victim', 'b').set('mine', 1);
    maps.of('first', 'a').set('x', 1);
    maps.of('second', 'a').set('x', 2);
    // Asking renews: `first` is now the address's most recently active.
    maps.of('first', 'a');
    for (let index = 0; index < 50; index += 1) maps.of(`flooder${index}`, 'a').set('x', index);
    expect(maps.size).toBe(3);
    expect(maps.peek('victim', 'mine')).toBe(1);
    expect([maps.peek('first', 'x'), maps.peek('second', 'x'), maps.peek('flooder49', 'x')]).toEqual([
      undefined,
      undefined,
      49,
    ]);
    // Peeking makes and renews nothing; an owner idle past its time is forgotten.
    expect(maps.peek('nobody', 'x')).toBeUndefined();
    clock.now += 1000;
    expect(maps.peek('victim', 'mine')).toBeUndefined();
    maps.of('later', 'c');
    expect(maps.size).toBe(1);
  });
});

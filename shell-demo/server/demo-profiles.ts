/**
 * What the backend would know of a demo user: the demo users of DemoUser have fixed profiles
 * (banned, below the comment rule's thresholds, short of gold); every other username gets an
 * ordinary profile drawn from its name. Read by the comment rule, the gold accounts, the lottery
 * approval and the room's chat; the login itself is routes/demo-session.ts.
 */
import { DemoUser } from '../../src/contracts/dev-server';
import { hashString } from './seed';

/** What the backend would know of a user: recharges, VIP level, a ban, the first gold balance. */
export interface DemoProfile {
  /** Recharged in total (yuan). */
  rechargeTotal: number;
  vipLevel: number;
  /** Banned from commenting until this time (ms), or null. */
  bannedUntil: number | null;
  /** Gold at the first look at the account. */
  initialGold: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile of a username (case-insensitive, like the uid); `now` dates a ban. */
export function demoProfileOf(username: string, now: number): DemoProfile {
  const name = username.trim().toLowerCase();
  const hash = hashString(`profile:${name}`);
  const ordinary: DemoProfile = {
    rechargeTotal: 200 + (hash % 9_800),
    vipLevel: 1 + ((hash >>> 4) % 6),
    bannedUntil: null,
    initialGold: 1_000 + (hashString(`gold:${name}`) % 19_000),
  };
  switch (name) {
    case DemoUser.banned:
      // A week's ban from the start of the day it is looked at: a stable text all day.
      return { ...ordinary, bannedUntil: Math.floor(now / DAY_MS) * DAY_MS + 7 * DAY_MS };
    case DemoUser.lowRecharge:
      return { ...ordinary, rechargeTotal: 30, vipLevel: 0 };
    case DemoUser.lowVip:
      return { ...ordinary, vipLevel: 0 };
    case DemoUser.poor:
      return { ...ordinary, initialGold: 20 };
    default:
      return ordinary;
  }
}

/**
 * Per-user gold, one account per uid for the server's lifetime, shared by the gold-mall calls
 * (routes/system.ts: balance, daily limit) and the purchases of tips (routes/news.ts). Every
 * started server has its own accounts (kept beside its context), so tests start from scratch.
 */
import type { SessionRef } from '../router';
import type { ServerContext } from '../server-context';
import { demoProfileOf } from './demo-session';
import { hashString } from '../seed';

export interface GoldAccount {
  balance: number;
  /** Gold-mall exchanges used today. */
  used: number;
}

/** Runs before an account is read: money that is due is paid in first (refunds of settled tips). */
export type GoldAccountHook = (uid: string, account: GoldAccount) => void;

export class GoldAccounts {
  private readonly accounts = new Map<string, GoldAccount>();
  private readonly hooks: GoldAccountHook[] = [];

  constructor(private readonly now: () => number) {}

  /** The account of a logged-in user, with what is due paid in. */
  of(session: SessionRef): GoldAccount {
    let account = this.accounts.get(session.uid);
    if (!account) {
      account = {
        balance: demoProfileOf(session.username, this.now()).initialGold,
        used: hashString(`gold-used:${session.uid}`) % 300,
      };
      this.accounts.set(session.uid, account);
    }
    for (const hook of this.hooks) hook(session.uid, account);
    return account;
  }

  onRead(hook: GoldAccountHook): void {
    this.hooks.push(hook);
  }
}

const byServer = new WeakMap<ServerContext, GoldAccounts>();

export function goldAccountsOf(server: ServerContext): GoldAccounts {
  let accounts = byServer.get(server);
  if (!accounts) {
    accounts = new GoldAccounts(() => server.now());
    byServer.set(server, accounts);
  }
  return accounts;
}

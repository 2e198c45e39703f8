/** The session shell-demo's controls hold (what the remote was given), and that user's gold. */
import type { Page } from 'playwright-core';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { readAnswer } from '../../../src/contracts/http';
import type { Stack } from './stack';

export async function hostSession(page: Page): Promise<SessionInfo> {
  const stored = await page.evaluate(() => localStorage.getItem('shell-demo:controls'));
  return (JSON.parse(stored ?? '{}') as { session: SessionInfo }).session;
}

/** The user's gold balance, as the development server has it. */
export async function goldBalanceOf(stack: Stack, session: SessionInfo): Promise<number> {
  const { envelope } = await stack.callEnvelope('POST', GoldAccountCalls.goldBalance.path, { session });
  return readAnswer(GoldAccountCalls.goldBalance, envelope.data);
}

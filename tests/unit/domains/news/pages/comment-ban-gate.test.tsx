/**
 * The tip page's comment input for a banned user who is also below the recharge threshold: the
 * ban text shows (recharging would not lift it), never the recharge threshold. Over the
 * development server's news routes; the banned demo user's rule is amended to a small recharge
 * total, as a real account can be both.
 */
import { screen, waitFor } from '@testing-library/react';
import { DemoUser } from '@src/contracts/dev-server';
import { CommentRuleCalls, type CommentRule } from '@src/contracts/comment-rule';
import { setUpAppWorld } from '@tests/support/app-world';
import { ok } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { installNewsBackend } from '../support/news-backend';
import { backendWorld } from '@tests/support/in-process-backend';
import { readAnswer } from '@src/contracts/http';

jest.setTimeout(30_000);

const TIP = [...backendWorld().tips.values()].find((tip) => tip.commentCount > 0)!;

let backend: ReturnType<typeof installNewsBackend>;
afterEach(() => backend.restore());

it('a banned user below the recharge threshold sees the ban, not the threshold', async () => {
  setUpAppWorld();
  backend = installNewsBackend(async (request, serverData) => {
    if (request.path !== CommentRuleCalls.commentRule.path) return undefined;
    const rule = (await serverData()) as CommentRule;
    return ok({
      ...rule,
      rechargeLimitRule: { ...rule.rechargeLimitRule, rechargeCurrentVal: 30, rechargeLimitIsAccord: false },
    });
  });
  backend.logIn(DemoUser.banned);
  await renderRoute(`/program-detail/${TIP.id}`);
  await waitFor(() => expect(backend.answersTo(CommentRuleCalls.commentRule.path)).not.toHaveLength(0));
  // The server's rule for the banned user (before the amendment): banned, with the ban's text.
  const rule = readAnswer(CommentRuleCalls.commentRule, backend.answersTo(CommentRuleCalls.commentRule.path)[0]);
  expect(rule).toMatchObject({ isBan: true });

  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent(rule.banText!);
  expect(note).not.toHaveTextContent(rule.rechargeLimitRule.rechargeLimitText);
  expect(screen.queryByRole('textbox', { name: '写评论' })).toBeNull();
});

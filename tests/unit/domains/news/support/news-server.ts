/** A fake news backend for the page tests, over the real HTTP client (tests/support/fake-transport). */
import { SystemCalls } from '@src/contracts/http';
import { NewsCalls } from '@src/contracts/news';
import { UserTitleCalls } from '@src/contracts/user-titles';
import { installFakeTransport, ok, type Reply, type SentRequest } from '@tests/support/fake-transport';

/** A backend answering by call: `answers` maps a call's path to its reply (or a function of the request). */
export function installNewsServer(answers: Partial<Record<string, Reply | ((request: SentRequest) => Reply | Promise<Reply>)>>) {
  return installFakeTransport((request) => {
    const answer = answers[request.path];
    if (answer) return typeof answer === 'function' ? answer(request) : answer;
    if (request.path === UserTitleCalls.titleList.path) return ok([{ id: 1, name: '盈利王' }]);
    if (request.path === SystemCalls.goldBalance.path) return ok({ balance: 1000 });
    if (request.path === NewsCalls.commentList.path || request.path === NewsCalls.myComments.path) {
      return ok({ list: [], isLastPage: true, pageSize: 10, pageNum: 1, total: 0 });
    }
    return { envelope: { code: 404, msg: `no fake for ${request.path}` } };
  });
}

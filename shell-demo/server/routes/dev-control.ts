/**
 * Control calls under /__dev/ (DevCalls) for tests and QA: fault rules, expiring a token,
 * the request log, health. Not signed and answered as plain JSON, not in the envelope.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { ApiError, DevServerCode } from '../api-error';
import { FaultRuleError, parseFaultRule } from '../faults';
import { RawReply } from '../router';
import type { RouteModule } from '../server-context';

export const registerDevControlRoutes: RouteModule = (router, { faults, sessions, requestLog }) => {
  const options = { auth: 'ignore' } as const;

  router.get(DevCalls.faults, () => RawReply.json({ rules: faults.list() }), options);

  router.post(
    DevCalls.faults,
    ({ body }) => {
      try {
        faults.add(parseFaultRule(body));
      } catch (error) {
        if (error instanceof FaultRuleError) throw new ApiError(DevServerCode.BadParams, error.message, 400);
        throw error;
      }
      return RawReply.json({ rules: faults.list() });
    },
    options,
  );

  router.delete(
    DevCalls.faults,
    () => {
      faults.clear();
      return RawReply.json({ rules: [] });
    },
    options,
  );

  router.post(
    DevCalls.expireToken,
    ({ body }) => {
      const token = body.token;
      if (typeof token !== 'string' || token === '') throw new ApiError(DevServerCode.BadParams, '缺少 token', 400);
      if (!sessions.expire(token)) throw new ApiError(DevServerCode.NotFound, `没有这个 token：${token}`, 404);
      return RawReply.json({ ok: true });
    },
    options,
  );

  router.get(DevCalls.requestLog, () => RawReply.json(requestLog.list()), options);

  router.get(DevCalls.health, () => RawReply.json({ ok: true }), options);
};

/**
 * Control calls under /__dev/ (DevCalls) for tests and QA: fault rules, expiring a token,
 * the request log, health. Not signed and answered as plain JSON, not in the envelope.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { ApiError, DevServerCode } from '../api-error';
import { FaultRuleError, parseFaultRule } from '../faults';
import { RawReply } from '../router';
import { publishChange } from '../push/world-feed';
import { centreScriptOf } from '../world/match-centre/centre';
import { draft } from '../world/match-centre/centre-types';
import { footballOffsetOf, type FootballMoment } from '../world/football/progress';
import { footballLine } from '../world/match-centre/commentary';
import { snapshotOf } from '../world/match-progress';
import { ensureFootballScript } from '../world/scripts';
import { FootballStatus } from '../world/status';
import { forceTrackerGoal } from '../world/tracker/tracker';
import type { WorldMatch } from '../world/match-types';
import type { RouteModule, ServerContext } from '../server-context';

/**
 * How long before now a kick-off asks the match to have started (ms): `{ minute }` (a football
 * match at the start of that minute of play, 1–90) or `{ halfTime: true }` (at the start of its
 * break), else 0 — kicking off now.
 */
function playedBefore(server: ServerContext, match: WorldMatch, body: Record<string, unknown>): number {
  if (body.minute === undefined && body.halfTime === undefined) return 0;
  if (body.minute !== undefined && body.halfTime !== undefined)
    throw new ApiError(DevServerCode.BadParams, 'minute 与 halfTime 只能给一个', 400);
  if (body.halfTime !== undefined && body.halfTime !== true)
    throw new ApiError(DevServerCode.BadParams, 'halfTime 应为 true', 400);
  if (match.sport !== 'football')
    throw new ApiError(DevServerCode.BadParams, '只有足球比赛可以从某一分钟或中场开始', 400);
  // Teams still to be decided: no script to read, and the simulator refuses the kick-off.
  if (match.homeId === 0) return 0;
  const moment: FootballMoment | null =
    body.halfTime === true ? 'half-time' : typeof body.minute === 'number' ? { minute: body.minute } : null;
  const offset = moment && footballOffsetOf(ensureFootballScript(server.world(), match), moment);
  if (offset === null) throw new ApiError(DevServerCode.BadParams, 'minute 应为 1 到 90 的整数', 400);
  return offset;
}

export const registerDevControlRoutes: RouteModule = (router, server) => {
  const { faults, sessions, requestLog } = server;
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

  router.get(DevCalls.push, () => RawReply.json({ accepting: server.push.isAccepting() }), options);

  router.post(
    DevCalls.push,
    ({ body }) => {
      if (typeof body.accepting !== 'boolean') throw new ApiError(DevServerCode.BadParams, 'accepting 应为布尔值', 400);
      server.push.setAccepting(body.accepting);
      return RawReply.json({ accepting: body.accepting });
    },
    options,
  );

  router.post(
    DevCalls.scoreGoal,
    ({ body }) => {
      const match = server.world().matches.get(Number(body.matchId));
      if (!match) throw new ApiError(DevServerCode.NotFound, `比赛不存在：${String(body.matchId)}`, 404);
      // A basketball score follows its script point by point: the simulator would take the point back.
      if (match.sport !== 'football')
        throw new ApiError(DevServerCode.BadParams, '只能为足球比赛进球（篮球比分由模拟器逐分推进）', 400);
      if (body.side !== 'home' && body.side !== 'away')
        throw new ApiError(DevServerCode.BadParams, 'side 应为 home 或 away', 400);
      if (body.cancelled !== undefined && typeof body.cancelled !== 'boolean')
        throw new ApiError(DevServerCode.BadParams, 'cancelled 应为布尔值', 400);
      const cancelled = body.cancelled === true;
      // The tracker draws it from the next second of play (a shot, a possible goal, the decision).
      const tracked = forceTrackerGoal(server.world(), match, body.side, cancelled, server.now());
      if (cancelled) {
        if (!tracked) throw new ApiError(DevServerCode.BadParams, '只能在比赛进行中让进球被取消', 400);
      } else {
        if (body.side === 'home') match.homeScore += 1;
        else match.awayScore += 1;
        server.world().version += 1;
        publishChange(server.push, { kind: 'match-score', at: server.now(), ...snapshotOf(match) });
      }
      return RawReply.json({ matchId: match.id, homeScore: match.homeScore, awayScore: match.awayScore, tracked });
    },
    options,
  );

  router.post(
    DevCalls.bookPlayer,
    ({ body }) => {
      const world = server.world();
      const match = world.matches.get(Number(body.matchId));
      if (!match) throw new ApiError(DevServerCode.NotFound, `比赛不存在：${String(body.matchId)}`, 404);
      const inPlay: readonly number[] = [FootballStatus.firstHalf, FootballStatus.secondHalf];
      const centre = centreScriptOf(world, match);
      if (match.sport !== 'football' || !inPlay.includes(match.statusId) || !centre)
        throw new ApiError(DevServerCode.BadParams, '只能在进行中的足球比赛里出牌', 400);
      if (body.side !== 'home' && body.side !== 'away')
        throw new ApiError(DevServerCode.BadParams, 'side 应为 home 或 away', 400);
      const player = centre[body.side].players.find((item) => item.starter && item.position !== 'goalkeeper');
      if (!player) throw new ApiError(DevServerCode.NotFound, '没有可出牌的球员', 404);
      // Just after the world's present: the next tick publishes it, and no published index moves.
      const offset = world.currentTime - match.matchDate + 1;
      const card = draft({
        offset,
        kind: 'card',
        side: body.side,
        detail: 'yellow',
        minute: match.minute,
        extraMinute: match.extraMinute,
        playerId: player.playerId,
        playerName: player.name,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
      });
      card.text = footballLine(card, centre);
      const position = centre.events.findIndex((event) => event.offset > offset);
      const index = position === -1 ? centre.events.length : position;
      centre.events.splice(index, 0, card);
      const { offset: _offset, ...fields } = card;
      return RawReply.json({ matchId: match.id, index, at: match.matchDate + offset, ...fields });
    },
    options,
  );

  router.post(
    DevCalls.kickOff,
    ({ body }) => {
      const match = server.world().matches.get(Number(body.matchId));
      if (!match) throw new ApiError(DevServerCode.NotFound, `比赛不存在：${String(body.matchId)}`, 404);
      const playedMs = playedBefore(server, match, body);
      if (!server.simulator().kickOff(match.id, server.now(), playedMs))
        throw new ApiError(DevServerCode.BadParams, '只能让未开赛（且对阵已定）的比赛提前开球', 400);
      return RawReply.json({ matchId: match.id, matchDate: match.matchDate });
    },
    options,
  );
};

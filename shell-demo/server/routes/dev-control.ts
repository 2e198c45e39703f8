/**
 * Control calls under /__dev/ (DevCalls) for tests and QA: fault rules, expiring a token,
 * the request log, health, and the world's moments forced now (a goal, a card, a VAR cancel, a
 * kick-off, a streamer going live). Not signed and answered as plain JSON, not in the envelope.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { ApiError, DevServerCode } from '../api-error';
import { FaultRuleError, parseFaultRule } from '../faults';
import { RawReply } from '../router';
import { matchAlertsOf } from '../push/match-alerts-feed';
import { publishChange } from '../push/world-feed';
import { addCentreEvent, centreScriptOf } from '../world/match-centre/centre';
import { footballOffsetOf, type FootballMoment } from '../world/football/progress';
import { snapshotOf } from '../world/match-progress';
import { hostLiveStatus } from '../world/people/host-live';
import { ensureFootballScript } from '../world/scripts';
import { FootballStatus } from '../world/status';
import { forceTrackerGoal } from '../world/tracker/tracker';
import type { WorldMatch } from '../world/match-types';
import type { RouteModule, ServerContext } from '../server-context';

/** Football statuses in which a control may add a match-centre event (a card, a goal, a VAR decision). */
const IN_PLAY: readonly number[] = [FootballStatus.firstHalf, FootballStatus.secondHalf];

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

  // Which gateway answered: behind one address, the page's 调试 panel says which one it reached.
  router.get(DevCalls.health, () => RawReply.json({ ok: true, gateway: server.push.publisher.gateway }), options);

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
        // In play, the match centre gets the goal too (and with it the goal's alert), at the next tick.
        const centre = IN_PLAY.includes(match.statusId) ? centreScriptOf(server.world(), match) : undefined;
        const scorer = centre?.[body.side].players.find((item) => item.starter && item.position === 'forward');
        if (centre) {
          const player = scorer ? { playerId: scorer.playerId, playerName: scorer.name } : {};
          addCentreEvent(server.world(), match, { kind: 'goal', side: body.side, detail: 'goal', ...player }, 1);
        }
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
      const centre = centreScriptOf(world, match);
      if (match.sport !== 'football' || !IN_PLAY.includes(match.statusId) || !centre)
        throw new ApiError(DevServerCode.BadParams, '只能在进行中的足球比赛里出牌', 400);
      if (body.side !== 'home' && body.side !== 'away')
        throw new ApiError(DevServerCode.BadParams, 'side 应为 home 或 away', 400);
      if (body.red !== undefined && typeof body.red !== 'boolean')
        throw new ApiError(DevServerCode.BadParams, 'red 应为布尔值', 400);
      const player = centre[body.side].players.find((item) => item.starter && item.position !== 'goalkeeper');
      if (!player) throw new ApiError(DevServerCode.NotFound, '没有可出牌的球员', 404);
      const detail = body.red === true ? 'red' : 'yellow';
      const card = addCentreEvent(world, match, {
        kind: 'card',
        side: body.side,
        detail,
        playerId: player.playerId,
        playerName: player.name,
      });
      return RawReply.json(card);
    },
    options,
  );

  router.post(
    DevCalls.varCancel,
    ({ body }) => {
      const world = server.world();
      const match = world.matches.get(Number(body.matchId));
      if (!match) throw new ApiError(DevServerCode.NotFound, `比赛不存在：${String(body.matchId)}`, 404);
      if (match.sport !== 'football' || !IN_PLAY.includes(match.statusId))
        throw new ApiError(DevServerCode.BadParams, '只能在进行中的足球比赛里取消进球', 400);
      const goal = matchAlertsOf(world, server.push).lastGoal(match.id);
      if (goal?.side !== 'home' && goal?.side !== 'away')
        throw new ApiError(DevServerCode.BadParams, '这场比赛还没有可取消的进球', 400);
      // Off the score everywhere: the world's score and scorers, the score pushed, the centre's events.
      if (goal.side === 'home') match.homeScore -= 1;
      else match.awayScore -= 1;
      match.goals = match.goals.filter((scored) => scored.at !== goal.at);
      world.version += 1;
      publishChange(server.push, { kind: 'match-score', at: server.now(), ...snapshotOf(match) });
      const decision = addCentreEvent(world, match, { kind: 'var', side: goal.side, detail: 'goal-disallowed' }, -1);
      return RawReply.json(decision);
    },
    options,
  );

  router.post(
    DevCalls.hostLive,
    ({ body }) => {
      const world = server.world();
      const host = world.hosts.get(Number(body.hostId));
      if (!host) throw new ApiError(DevServerCode.NotFound, `主播不存在：${String(body.hostId)}`, 404);
      if (host.liveStatus === 3) throw new ApiError(DevServerCode.BadParams, '主播已被封禁', 400);
      const entry =
        body.matchId === undefined
          ? host.liveSchedule.find((item) => item.liveStatus < 2)
          : host.liveSchedule.find((item) => item.matchId === Number(body.matchId));
      if (!entry) throw new ApiError(DevServerCode.NotFound, '主播没有这场比赛的直播安排', 404);
      if (entry.liveStatus !== 0) throw new ApiError(DevServerCode.BadParams, '这场直播已开始或已结束', 400);
      // As at a kick-off (people/host-live.ts): the entry in progress, the streamer live, pushed.
      entry.liveStatus = 1;
      host.liveStatus = hostLiveStatus(host);
      world.version += 1;
      const { matchId } = entry;
      publishChange(server.push, {
        kind: 'host-live',
        at: server.now(),
        hostId: host.id,
        liveStatus: host.liveStatus,
        matchId,
        scheduleLiveStatus: 1,
        nickName: host.nickName,
      });
      return RawReply.json({ hostId: host.id, matchId });
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

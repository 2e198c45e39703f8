/** The system calls: domains, common config, images, game icons, gold mall. */
import { DomainType, GAME_ICON_CLIENT, GameId, SystemCalls, type CommonConfig } from '../../../src/contracts/system';
import { fileId } from '../files/file-names';
import { requireNumber } from '../params';
import { PUSH_PATH } from '../push/upgrade-gate';
import type { Router } from '../router';
import type { RouteModule } from '../server-context';
import { GOLD_DAILY_LIMIT, GOLD_MALL_EXCHANGE_PATH, goldAccountsOf } from './gold-accounts';
import { imagesOf } from './system-images';

const GAMES: readonly { gameId: number; name: string; short: string }[] = [
  { gameId: GameId.Xj, name: 'XJ体育', short: 'XJ' },
  { gameId: GameId.Bti, name: 'BTi体育', short: 'BTi' },
  { gameId: GameId.St, name: 'ST体育', short: 'ST' },
  { gameId: GameId.NewSt, name: '新ST体育', short: '新ST' },
  { gameId: GameId.Play, name: '畅玩体育', short: '畅玩' },
];

const COMMON_CONFIG: CommonConfig = { stSportJumpGame: GameId.NewSt, stSportPath: '/newSport' };

/** The push address as the client reached this server (same host and port, `/ws`). */
export function pushUrlOf(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${PUSH_PATH}`;
}

export const registerSystemRoutes: RouteModule = (router: Router, server) => {
  // Per-user gold, shared with the purchases of tips (routes/news.ts).
  const gold = goldAccountsOf(server);

  router.handle(SystemCalls.domainList, ({ origin }) => [
    { type: DomainType.Api, domain: origin },
    { type: DomainType.Push, domain: pushUrlOf(origin) },
    { type: DomainType.File, domain: origin },
  ]);

  router.handle(SystemCalls.commonConfig, () => ({ ...COMMON_CONFIG }));

  router.handle(SystemCalls.imagesQuery, (_request, { categoryId }) => imagesOf(categoryId));

  router.handle(SystemCalls.gamebetConfig, (_request, { showClient }) => {
    // Icons exist for the web client code only, as in production.
    if (showClient !== GAME_ICON_CLIENT) return [];
    return GAMES.map(({ gameId, name, short }) => ({ gameId, name, icon: fileId('game', gameId, short) }));
  });

  router.handle(
    SystemCalls.goldDailyLimit,
    (request) => ({ limit: GOLD_DAILY_LIMIT, used: gold.of(request.session!).used }),
    { auth: 'required' },
  );

  router.handle(SystemCalls.goldBalance, (request) => ({ balance: gold.of(request.session!).balance }), {
    auth: 'required',
  });

  router.post(
    GOLD_MALL_EXCHANGE_PATH,
    (request) => {
      const { used, balance } = gold.exchange(request.session!, requireNumber(request.params, 'amount'));
      return { limit: GOLD_DAILY_LIMIT, used, balance };
    },
    { auth: 'required' },
  );
};

/**
 * The system calls: domains, common config, images, game icons, gold mall. The common config's
 * sport path and jump game can be changed by a control call (`DevCalls.commonConfig`), so that QA
 * sees the remote and shell-demo follow a portal whose sports pages live elsewhere.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { isSportPath } from '../../../src/contracts/host-routes';
import { DomainType, GAME_ICON_CLIENT, GameId, SystemCalls, type CommonConfig } from '../../../src/contracts/system';
import { GoldAccountCalls } from '../../../src/contracts/gold-mall';
import { ApiError, DevServerCode } from '../api-error';
import { bannersIn, fileId } from '../files/file-names';
import { PUSH_PATH } from '../push/upgrade-gate';
import { RawReply, type Router } from '../router';
import type { RouteModule } from '../server-context';
import { GOLD_DAILY_LIMIT, goldAccountsOf } from './gold-accounts';
import { registerGoldMallCalls } from './gold-mall';
import { imagesOf } from './system-images';
import { sentenceIn, sentenceLanguageOf } from '../world/server-sentences';

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

  let commonConfig: CommonConfig = { ...COMMON_CONFIG };
  router.handle(SystemCalls.commonConfig, () => ({ ...commonConfig }));
  const devOptions = { auth: 'ignore' } as const;
  router.get(DevCalls.commonConfig, () => RawReply.json(commonConfig), devOptions);
  router.post(
    DevCalls.commonConfig,
    ({ body }) => {
      const { stSportPath, stSportJumpGame } = body;
      if (stSportPath !== undefined && !isSportPath(stSportPath))
        throw new ApiError(DevServerCode.BadParams, 'stSportPath 应为一段或几段路径，如 /sportX', 400);
      const games: readonly unknown[] = Object.values(GameId);
      if (stSportJumpGame !== undefined && !games.includes(stSportJumpGame))
        throw new ApiError(DevServerCode.BadParams, `stSportJumpGame 应为 ${games.join('、')} 之一`, 400);
      commonConfig = {
        stSportPath: stSportPath ?? commonConfig.stSportPath,
        stSportJumpGame: (stSportJumpGame as number | undefined) ?? commonConfig.stSportJumpGame,
      };
      return RawReply.json(commonConfig);
    },
    devOptions,
  );

  router.handle(SystemCalls.imagesQuery, (request, { categoryId }) => {
    const language = sentenceLanguageOf(request.headers);
    const images = imagesOf(categoryId);
    if (!language) return images;
    // The titles are the server's: in the language asked, and so are the banners' pictures.
    const say = (text: string) => sentenceIn(text, language, () => server.world().names);
    return images.map((image) => ({
      ...image,
      title: say(image.title),
      images: bannersIn(image.images, language, say),
    }));
  });

  router.handle(SystemCalls.gamebetConfig, (_request, { showClient }) => {
    // Icons exist for the web client code only, as in production.
    if (showClient !== GAME_ICON_CLIENT) return [];
    return GAMES.map(({ gameId, name, short }) => ({ gameId, name, icon: fileId('game', gameId, short) }));
  });

  router.handle(GoldAccountCalls.goldDailyLimit, (request) => ({
    limit: GOLD_DAILY_LIMIT,
    used: gold.of(request.session!).used,
  }));

  router.handle(GoldAccountCalls.goldBalance, (request) => ({ balance: gold.of(request.session!).balance }));

  registerGoldMallCalls(router, server);
};

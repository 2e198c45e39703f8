import { FILE_PATH_PREFIX, ResultCode, readAnswer } from '../../../src/contracts/http';
import {
  BannerCategory,
  DomainType,
  GameId,
  parseCommonConfig,
  parseDomainList,
  SystemCalls,
} from '../../../src/contracts/system';
import { DevCalls } from '../../../src/contracts/dev-server';
import { fetchSportPath } from '../../../shell-demo/host/src/dev-api';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';
import { callEnvelope, devCall } from './signed-client';

describe('development server: system calls', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = async (path: string, form?: Record<string, number | string>) => {
    const { status, envelope } = await callEnvelope(server.url, 'POST', path, { form });
    expect(status).toBe(200);
    expect(envelope.code).toBe(ResultCode.Success);
    return envelope.data;
  };

  it('lists the api, push and file domains as the client reached the server', async () => {
    const domains = parseDomainList(await post(SystemCalls.domainList.path));
    expect(domains).toEqual({ api: [server.url], push: [`ws://localhost:${server.port}/ws`], file: [server.url] });
    // Reached by another host name, the domains follow it.
    const { envelope } = await callEnvelope(`http://127.0.0.1:${server.port}`, 'POST', SystemCalls.domainList.path);
    expect(parseDomainList(envelope.data).api).toEqual([`http://127.0.0.1:${server.port}`]);
    expect((envelope.data as { type: number }[]).map((row) => row.type).sort()).toEqual([
      DomainType.Api,
      DomainType.Push,
      DomainType.File,
    ]);
  });

  it('answers the common config with the sport-jump game and path', async () => {
    expect(parseCommonConfig(await post(SystemCalls.commonConfig.path))).toEqual({
      stSportJumpGame: GameId.NewSt,
      stSportPath: '/newSport',
    });
  });

  it('has banners for every banner category, with titles, images and valid actions', async () => {
    const categories = [...new Set<number>([...BannerCategory.web, ...BannerCategory.app, ...BannerCategory.common])];
    for (const categoryId of categories) {
      const rows = readAnswer(SystemCalls.imagesQuery, await post(SystemCalls.imagesQuery.path, { categoryId }));
      expect(rows.length).toBeGreaterThanOrEqual(1);
      for (const row of rows) {
        expect(row.categoryId).toBe(categoryId);
        expect(row.title).toMatch(/[\u4e00-\u9fff]/);
        expect(row.images.split(',').every((image) => image.endsWith('.svg'))).toBe(true);
        if (row.actionType === 4) {
          const action = JSON.parse(row.actionContent) as { hostId: number; matchId: number };
          expect(action).toEqual({ hostId: expect.any(Number), matchId: expect.any(Number) });
        }
      }
    }
  });

  it('includes anchor-jump banners and rows with several images', async () => {
    const rows = (
      await Promise.all(
        [...BannerCategory.web, ...BannerCategory.common].map((categoryId) =>
          post(SystemCalls.imagesQuery.path, { categoryId }),
        ),
      )
    ).flatMap((data) => readAnswer(SystemCalls.imagesQuery, data));
    expect(rows.some((row) => row.actionType === 4)).toBe(true);
    expect(rows.some((row) => row.images.includes(','))).toBe(true);
  });

  it('answers anchor backgrounds for their category, and the same rows every time', async () => {
    const rows = readAnswer(
      SystemCalls.imagesQuery,
      await post(SystemCalls.imagesQuery.path, { categoryId: BannerCategory.anchorBackground }),
    );
    expect(rows.every((row) => row.images.startsWith('anchor-bg-'))).toBe(true);
    expect(await post(SystemCalls.imagesQuery.path, { categoryId: BannerCategory.anchorBackground })).toEqual(
      rows.map((row) => ({ ...row })),
    );
  });

  it('serves every banner image it lists', async () => {
    const rows = readAnswer(SystemCalls.imagesQuery, await post(SystemCalls.imagesQuery.path, { categoryId: 20301 }));
    for (const image of rows.flatMap((row) => row.images.split(','))) {
      const response = await fetch(`${server.url}${FILE_PATH_PREFIX}${encodeURIComponent(image)}`);
      expect(response.status).toBe(200);
    }
  });

  it('answers an unknown category with an empty list and a missing one with a parameter error', async () => {
    expect(readAnswer(SystemCalls.imagesQuery, await post(SystemCalls.imagesQuery.path, { categoryId: 1 }))).toEqual(
      [],
    );
    const { envelope } = await callEnvelope(server.url, 'POST', SystemCalls.imagesQuery.path);
    expect(envelope.code).not.toBe(ResultCode.Success);
    expect(envelope.msg).toContain('categoryId');
  });

  it('lists the game icons for the web client code', async () => {
    const icons = readAnswer(SystemCalls.gamebetConfig, await post(SystemCalls.gamebetConfig.path, { showClient: 3 }));
    expect(icons.map((icon) => icon.gameId)).toEqual([3, 29, 34, 164, 100]);
    expect(icons.every((icon) => /体育/.test(icon.name) && icon.icon.endsWith('.svg'))).toBe(true);
    const response = await fetch(`${server.url}${FILE_PATH_PREFIX}${encodeURIComponent(icons[0]!.icon)}`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers another sport path once QA sets one, which shell-demo reads as the remote does; a value not a path is refused', async () => {
    expect(await devCall(server.url, 'POST', DevCalls.commonConfig, { stSportPath: '/sportX' })).toEqual({
      stSportJumpGame: GameId.NewSt,
      stSportPath: '/sportX',
    });
    try {
      expect(parseCommonConfig(await post(SystemCalls.commonConfig.path)).stSportPath).toBe('/sportX');
      // The host's own signed call (form-encoded, as the contract declares it).
      expect(await fetchSportPath(server.url)).toBe('/sportX');
      // One field set, the other kept.
      expect(await devCall(server.url, 'POST', DevCalls.commonConfig, { stSportJumpGame: GameId.St })).toEqual({
        stSportJumpGame: GameId.St,
        stSportPath: '/sportX',
      });
      await expect(
        devCall(server.url, 'POST', DevCalls.commonConfig, { stSportPath: 'https://evil.example' }),
      ).rejects.toThrow(/400 .*stSportPath 应为一段或几段路径，如 \/sportX/);
      await expect(devCall(server.url, 'POST', DevCalls.commonConfig, { stSportJumpGame: 7 })).rejects.toThrow(
        /400 .*stSportJumpGame 应为 3、29、34、164、100 之一/,
      );
    } finally {
      await devCall(server.url, 'POST', DevCalls.commonConfig, {
        stSportPath: '/newSport',
        stSportJumpGame: GameId.NewSt,
      });
    }
    expect(await devCall(server.url, 'GET', DevCalls.commonConfig)).toEqual({
      stSportJumpGame: GameId.NewSt,
      stSportPath: '/newSport',
    });
  });
});

// A server started inside the test: the calls' handlers are set when it starts.
it('a server started in the test tells QA the common config it answers, and takes a new sport path', async () => {
  const server = await startTestServer({ simulate: false });
  try {
    expect(await devCall(server.url, 'GET', DevCalls.commonConfig)).toEqual({
      stSportJumpGame: GameId.NewSt,
      stSportPath: '/newSport',
    });
    await devCall(server.url, 'POST', DevCalls.commonConfig, { stSportPath: '/sport-x' });
    expect(await devCall(server.url, 'GET', DevCalls.commonConfig)).toEqual({
      stSportJumpGame: GameId.NewSt,
      stSportPath: '/sport-x',
    });
  } finally {
    await server.close();
  }
});

/**
 * The development server's own sentences answer in the language asked (the `language` header), as
 * its names do: the promotion banners' titles over HTTP, every 竞猜 question, answer and lock
 * clock shape the simulator writes, a bet's pick in the ranking, a tip's title, body and play. In
 * en no Chinese, in zh-TW no Simplified-only character; Hong Kong's betting words where they differ.
 */
import { CommentRuleCode } from '../../../src/contracts/comment-rule';
import { GoldMallCode } from '../../../src/contracts/gold-mall';
import { MatchCentreCalls, type MatchCentreEvent } from '../../../src/contracts/match-centre';
import { MatchPush } from '../../../src/contracts/match-push';
import { WebSocket } from 'ws';
import { Header, ResultCode, SUCCESS_CODES, fileUrl, readAnswer } from '../../../src/contracts/http';
import { NewsCode } from '../../../src/contracts/news';
import { PredictionCode } from '../../../src/contracts/predictions';
import type { PushServerMessage } from '../../../src/contracts/push-protocol';
import { RoomCrowdCode } from '../../../src/contracts/room-crowd';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { RankingCalls } from '../../../src/contracts/ranking-calls';
import { SystemCalls } from '../../../src/contracts/system';
import { AnchorRoomCalls } from '../../../src/contracts/anchors-room';
import { DevServerCode } from '../../../shell-demo/server/api-error';
import { BasketballStatus, FootballStatus } from '../../../shell-demo/server/world/status';
import { ERROR_MESSAGES_EN, errorMessageIn } from '../../../shell-demo/server/error-messages';
import { IMAGE_CATEGORIES } from '../../../shell-demo/server/routes/system-images';
import { toTraditional } from '../../../shell-demo/server/world/data/traditional-chars';
import { sentenceIn } from '../../../shell-demo/server/world/server-sentences';
import { HAN, simplifiedIn } from '../../support/han-script';
import { suiteServer } from './suite-server';
import { serverCalls } from './server-calls';

const NOW = Date.UTC(2026, 10, 21, 19, 30);
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
};

jest.setTimeout(60_000);

describe('development server: its sentences in the language asked', () => {
  const server = suiteServer(() => NOW);
  const { ok, send } = serverCalls(server, () => NOW);
  /** Every category's banners, asked in `language`. */
  const banners = async (language: string) => {
    const all: { title: string; images: string }[] = [];
    for (const categoryId of IMAGE_CATEGORIES) {
      const rows = await ok(SystemCalls.imagesQuery, { categoryId }, undefined, {
        headers: { [Header.Language]: language },
      });
      all.push(...(rows as typeof all));
    }
    return all;
  };
  const titles = async (language: string) => (await banners(language)).map((row) => row.title);

  it("answers the banners' titles in en and zh-TW, the same call's in zh-CN as written", async () => {
    const mainland = await titles('zh-CN');
    expect(mainland.filter((title) => HAN.test(title)).length).toBeGreaterThan(0);
    const english = await titles('en');
    expect(english).toHaveLength(mainland.length);
    expect(english.filter((title) => HAN.test(title))).toEqual([]);
    const taiwan = await titles('zh-TW');
    expect(taiwan.filter((title) => simplifiedIn(title) !== '')).toEqual([]);
    // The check finds the mainland's, so it can fail.
    expect(mainland.filter((title) => simplifiedIn(title) !== '').length).toBeGreaterThan(0);
  });

  it("draws the banners' pictures in the language asked: their title and their fixed words", async () => {
    const pictures = async (language: string) => {
      const svgs: string[] = [];
      const rows = await banners(language);
      for (const id of rows.flatMap((row) => row.images.split(',')).filter((id) => id.startsWith('banner-'))) {
        const response = await fetch(fileUrl(server().url, id));
        expect(response.status).toBe(200);
        svgs.push(await response.text());
      }
      return svgs;
    };
    const mainland = await pictures('zh-CN');
    expect(mainland.filter((svg) => simplifiedIn(svg) !== '').length).toBeGreaterThan(0);
    const english = await pictures('en');
    expect(english).toHaveLength(mainland.length);
    expect(english.filter((svg) => HAN.test(svg))).toEqual([]);
    expect(english.some((svg) => svg.includes('View now'))).toBe(true);
    for (const language of ['zh-TW', 'zh-HK'])
      expect((await pictures(language)).filter((svg) => simplifiedIn(svg) !== '')).toEqual([]);
  });

  it("draws a match's crests in the language asked: the club's code in en, Traditional forms in zh-TW and zh-HK", async () => {
    const city = [...server().world().footballTeams.values()].find((team) => team.nameEn === 'Manchester City')!;
    const match = [...server().world().matches.values()].find((candidate) => candidate.homeId === city.id)!;
    const crest = async (language: string) => {
      const logos = readAnswer(
        AnchorRoomCalls.teamLogo,
        await ok(AnchorRoomCalls.teamLogo, { matchId: match.id, pid: 164 }, undefined, {
          headers: { [Header.Language]: language },
        }),
      );
      const response = await fetch(fileUrl(server().url, logos.homeLogo));
      expect(response.status).toBe(200);
      return { id: logos.homeLogo, svg: await response.text() };
    };
    const mainland = await crest('zh-CN');
    expect(mainland.id).toBe(city.logoFileId);
    expect(mainland.svg).toContain('曼城');
    const english = await crest('en');
    expect(english.id).toBe(city.logoFileId.replace('.svg', '-en.svg'));
    expect(english.svg).not.toMatch(HAN);
    expect(english.svg).toContain(`>${city.code}<`);
    for (const language of ['zh-TW', 'zh-HK']) {
      const traditional = await crest(language);
      expect(traditional.svg).toContain('曼城');
      expect(simplifiedIn(traditional.svg)).toBe('');
    }
    // The same picture in every language but its name: its colours stay.
    expect(english.svg.match(/#[0-9A-F]{6}/gi)).toEqual(mainland.svg.match(/#[0-9A-F]{6}/gi));
  });

  it('writes every 竞猜 shape in en and zh-TW', () => {
    const names = () => server().world().names;
    const [home] = [...server().world().footballTeams.values()];
    const shapes = [
      '谁先进球？',
      '下一个进球？（23:00 至 33:00）',
      '全场总进球（含加时）大于还是小于 2.5？',
      '第2节谁赢？',
      '加时1两队总得分大于还是小于 12.5？',
      '全场谁赢？',
      '全场无进球',
      "33' 前无进球",
      '平局',
      '大于 2.5',
      '小于 2.5',
      '开赛',
      '第3节 06:00',
      home!.shortNameZh,
    ];
    const english = shapes.map((text) => sentenceIn(text, 'en', names));
    expect(english.filter((text) => HAN.test(text))).toEqual([]);
    expect(english.slice(0, 4)).toEqual([
      'Who scores first?',
      'Next goal? (23:00 to 33:00)',
      'Total goals (extra time included): over or under 2.5?',
      'Who wins Q2?',
    ]);
    const taiwan = shapes.map((text) => sentenceIn(text, 'zh-TW', names));
    expect(taiwan.filter((text) => simplifiedIn(text) !== '')).toEqual([]);
  });

  it("writes a bet's pick as each region's players say it", () => {
    const names = () => server().world().names;
    const team = [...server().world().footballTeams.values()].find((candidate) => candidate.nameEn === 'Espanyol')!;
    const picks = [`${team.shortNameZh} 胜`, '平局', '小 3.25', '大 2.5', `${team.shortNameZh} -0.75`];
    expect(picks.map((pick) => sentenceIn(pick, 'en', names))).toEqual([
      'Espanyol',
      'Draw',
      'Under 3.25',
      'Over 2.5',
      'Espanyol -0.75',
    ]);
    const traditional = toTraditional(team.shortNameZh);
    expect(picks.map((pick) => sentenceIn(pick, 'zh-HK', names))).toEqual([
      `${traditional} 勝`,
      '和',
      '細 3.25',
      '大 2.5',
      `${traditional} -0.75`,
    ]);
    // A tip's body: each sentence from its template, English ones spaced; Taiwan's 防範 and 推薦.
    const body = `${team.shortNameZh}近五场比赛保持不败，主场攻击力强劲。冷门预警，注意防范。推荐：小 3.25（赔率 1.9）。`;
    expect(sentenceIn('天气因素可能影响比赛节奏，小球机会较大。推荐：小 3.25（赔率 1.9）。', 'en', names)).toBe(
      'The weather may slow the game: under is likely. Pick: Under 3.25 (odds 1.9).',
    );
    expect(sentenceIn(body, 'zh-TW', names)).toContain('防範。推薦：小 3.25（賠率 1.9）。');
    expect(picks.map((pick) => sentenceIn(pick, 'zh-TW', names)).slice(0, 3)).toEqual([
      `${traditional} 勝`,
      '和局',
      '小 3.25',
    ]);
  });

  /** The server's own texts of a language's answers: the ranking's periods and picks, an expert's settled tips. */
  const serverTexts = async (language: string) => {
    const headers = { headers: { [Header.Language]: language } };
    const configs = readAnswer(RankingCalls.config, await ok(RankingCalls.config, {}, undefined, headers));
    const [date] = configs[0]!.rankingDateList.filter((period) => period.hidden === 0);
    const params = { startDate: date!.startDate, endDate: date!.endDate, rankingType: 1, size: 20 };
    const ranking = (await ok(RankingCalls.list, params, undefined, headers)) as {
      redRankingList?: { bettingReportList: { betInfo: string }[] }[];
      winRankingList?: { bettingReportList: { betInfo: string }[] }[];
    };
    const entries = [...(ranking.redRankingList ?? []), ...(ranking.winRankingList ?? [])];
    const picks = entries.flatMap((entry) =>
      entry.bettingReportList.flatMap((report) =>
        (JSON.parse(report.betInfo) as { pickLabel: string }[]).map((leg) => leg.pickLabel),
      ),
    );
    const [expert] = server().world().experts.values();
    const tips = (await ok(
      NewsCalls.professorTips,
      { professorId: expert!.id, isHistory: 1, page: 1 },
      undefined,
      headers,
    )) as { list: Record<string, unknown>[] };
    const tipTexts = tips.list.flatMap((tip) => [
      String(tip.sportsTitle),
      String(tip.sportsInfo),
      String(tip.sportsPlay),
      String(tip.tag),
      ...(tip.messageMatchList as { pickLabel: string | null }[]).map((leg) => leg.pickLabel ?? ''),
    ]);
    return { periods: configs.map((config) => config.text), picks, tipTexts };
  };

  it("answers the ranking's periods and picks and a tip's texts in en and zh-TW, zh-CN's as written", async () => {
    const mainland = await serverTexts('zh-CN');
    const english = await serverTexts('en');
    const taiwan = await serverTexts('zh-TW');
    for (const kind of ['periods', 'picks', 'tipTexts'] as const) {
      expect(mainland[kind].length).toBeGreaterThan(0);
      expect(mainland[kind].filter((text) => HAN.test(text)).length).toBeGreaterThan(0);
      expect(english[kind]).toHaveLength(mainland[kind].length);
      expect(english[kind].filter((text) => HAN.test(text))).toEqual([]);
      expect(taiwan[kind].filter((text) => simplifiedIn(text) !== '')).toEqual([]);
    }
    expect(english.periods).toEqual(['Weekly', 'Monthly']);
  });

  it("answers an error's message in the language asked, its code the same", async () => {
    const refusal = async (language: string) => {
      const params = { professorId: 987_654_321 };
      const { envelope } = await send(NewsCalls.professorDetail, params, undefined, {
        headers: { [Header.Language]: language },
      });
      return envelope;
    };
    const mainland = await refusal('zh-CN');
    expect(mainland.code).toBe(ResultCode.NoSuchItem);
    expect(mainland.msg).toMatch(HAN);
    expect(simplifiedIn(mainland.msg)).not.toBe('');
    const english = await refusal('en');
    expect(english).toEqual({ ...mainland, msg: 'Not found: 987654321' });
    const taiwan = await refusal('zh-TW');
    expect(taiwan.code).toBe(mainland.code);
    expect(taiwan.msg).toMatch(HAN);
    expect(simplifiedIn(taiwan.msg)).toBe('');
  });

  it('has English for every error code the domains send, numbers kept', () => {
    const codes = [
      ...Object.values(ResultCode).filter((code) => !SUCCESS_CODES.includes(code)),
      ...Object.values(DevServerCode),
      ...Object.values(CommentRuleCode),
      ...Object.values(GoldMallCode),
      ...Object.values(NewsCode),
      ...Object.values(PredictionCode),
      ...Object.values(RoomCrowdCode),
    ];
    expect(codes.filter((code) => ERROR_MESSAGES_EN[code] === undefined)).toEqual([]);
    expect(errorMessageIn(RoomCrowdCode.SlowMode, '发言太快啦，请 8 秒后再发', 'en')).toBe(
      'Slow down: send again in 8 s',
    );
    expect(errorMessageIn(NewsCode.InsufficientGold, '金币不足：需要 38 金币，当前余额 5', 'en')).toBe(
      'Not enough gold coins: 38 needed, your balance is 5',
    );
    expect(errorMessageIn(DevServerCode.BadParams, '参数错误：缺少 userId', 'en')).toBe('Bad request');
    expect(errorMessageIn(PredictionCode.AlreadyVoted, '你已选择「平局」，每题只能竞猜一次', 'zh-HK')).toBe(
      '你已選擇「平局」，每題只能競猜一次',
    );
  });

  it("says a push frame's names and sentences in the socket's language (`lang`), a viewer's line as written", async () => {
    const [team] = [...server().world().footballTeams.values()];
    const channel = 'room:987654' as const;
    const line = (kind: string, text: string) => ({ roomId: 987_654, kind, uid: kind === 'chat' ? '7' : '', text });
    const frames = async (language: string | null) => {
      const socket = new WebSocket(`ws://localhost:${server().port}/ws${language ? `?lang=${language}` : ''}`);
      await new Promise((resolve) => socket.once('open', resolve));
      const received: PushServerMessage[] = [];
      socket.on('message', (data) => received.push(JSON.parse(String(data)) as PushServerMessage));
      socket.send(JSON.stringify({ cmd: 'subscribe', channels: [channel] }));
      await waitFor(() => received.some((message) => message.type === 'subscribed'));
      return { socket, received };
    };
    const sockets = { 'zh-CN': await frames(null), en: await frames('en'), 'zh-TW': await frames('zh-TW') };
    server().push.publishRaw(
      channel,
      'room',
      'line',
      line('notice', `比赛开始！${team!.shortNameZh} vs ${team!.shortNameZh}`),
    );
    server().push.publishRaw(channel, 'room', 'line', line('chat', '平局'));
    const texts = async (language: keyof typeof sockets) => {
      const { socket, received } = sockets[language];
      await waitFor(() => received.filter((message) => message.type === 'message').length === 2);
      socket.close();
      return received.flatMap((message) =>
        message.type === 'message' ? [(message.payload as { text: string }).text] : [],
      );
    };
    expect(await texts('zh-CN')).toEqual([`比赛开始！${team!.shortNameZh} vs ${team!.shortNameZh}`, '平局']);
    expect(await texts('en')).toEqual([`Kick-off! ${team!.nameEn} v ${team!.nameEn}`, '平局']);
    const taiwan = await texts('zh-TW');
    expect(simplifiedIn(taiwan[0]!)).toBe('');
    expect(taiwan[1]).toBe('平局');
  });

  it("says 文字直播's lines in the language asked, the snapshot's and a pushed one, each region's words", async () => {
    const world = server().world();
    const played = (sport: string, status: number) =>
      [...world.matches.values()].find((match) => match.sport === sport && match.statusId === status)!;
    const lines = async (matchId: number, language: string) =>
      (
        (await ok(MatchCentreCalls.snapshot, { matchId }, undefined, {
          headers: { [Header.Language]: language },
        })) as { events: MatchCentreEvent[] }
      ).events.filter((event) => event.text !== '');
    for (const match of [
      played('football', FootballStatus.finished),
      played('basketball', BasketballStatus.finished),
    ]) {
      const mainland = await lines(match.id, 'zh-CN');
      expect(mainland.length).toBeGreaterThan(5);
      const english = await lines(match.id, 'en');
      expect(english.map((event) => event.index)).toEqual(mainland.map((event) => event.index));
      expect(english.filter((event) => HAN.test(event.text))).toEqual([]);
      for (const language of ['zh-TW', 'zh-HK'])
        expect((await lines(match.id, language)).filter((event) => simplifiedIn(event.text) !== '')).toEqual([]);
      // The check finds the mainland's, so it can fail.
      expect(mainland.filter((event) => simplifiedIn(event.text) !== '').length).toBeGreaterThan(0);
    }
    const football = played('football', FootballStatus.finished);
    const kickOff = (await lines(football.id, 'en')).find((event) => event.detail === 'kick-off')!;
    expect(kickOff.text).toMatch(/^Kick-off! .+ v .+\.$/);
    const goals = (language: string) =>
      lines(football.id, language).then((events) =>
        events.filter((event) => event.kind === 'goal' && event.detail === '').map((event) => event.text),
      );
    expect((await goals('zh-HK')).every((text) => text.startsWith('入球！'))).toBe(true);
    expect((await goals('zh-TW')).every((text) => text.startsWith('球進了！'))).toBe(true);

    // A pushed event on a socket that asked for English.
    const [event] = await lines(football.id, 'zh-CN');
    const socket = new WebSocket(`ws://localhost:${server().port}/ws?lang=en`);
    await new Promise((resolve) => socket.once('open', resolve));
    const received: PushServerMessage[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data)) as PushServerMessage));
    const channel = MatchPush.channel(football.id);
    socket.send(JSON.stringify({ cmd: 'subscribe', channels: [channel] }));
    await waitFor(() => received.some((message) => message.type === 'subscribed'));
    // A plain object, as the simulator publishes (the parser's has no prototype).
    server().push.publishRaw(channel, 'match', 'event', { ...event });
    await waitFor(() => received.some((message) => message.type === 'message'));
    socket.close();
    const pushed = received.find((message) => message.type === 'message')!;
    expect(pushed.type === 'message' && (pushed.payload as MatchCentreEvent).text).toBe(kickOff.text);
  });
});

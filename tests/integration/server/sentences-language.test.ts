/**
 * The development server's own sentences answer in the language asked (the `language` header), as
 * its names do: the promotion banners' titles over HTTP, and every 竞猜 question, answer and lock
 * clock shape the simulator writes. In en no Chinese, in zh-TW no Simplified-only character.
 */
import { Header } from '../../../src/contracts/http';
import { SystemCalls } from '../../../src/contracts/system';
import { IMAGE_CATEGORIES } from '../../../shell-demo/server/routes/system-images';
import { sentenceIn } from '../../../shell-demo/server/world/server-sentences';
import { HAN, simplifiedIn } from '../../support/han-script';
import { suiteServer } from './suite-server';
import { serverCalls } from './server-calls';

const NOW = Date.UTC(2026, 10, 21, 19, 30);

jest.setTimeout(60_000);

describe('development server: its sentences in the language asked', () => {
  const server = suiteServer(() => NOW);
  const { ok } = serverCalls(server, () => NOW);
  const titles = async (language: string) => {
    const all: string[] = [];
    for (const categoryId of IMAGE_CATEGORIES) {
      const rows = (await ok(SystemCalls.imagesQuery, { categoryId }, undefined, {
        headers: { [Header.Language]: language },
      })) as { title: string }[];
      all.push(...rows.map((row) => row.title));
    }
    return all;
  };

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
});

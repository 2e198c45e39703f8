/**
 * The news (tips) calls of the development server, through the contract's parsers: experts,
 * the feed and its filters, follows, comments and the comment rule per demo user, likes,
 * reports and titles (buying and settlement: news-buying.test.ts; lottery approval: lottery-approval.test.ts).
 */
import { UserTitleCalls } from '../../../src/contracts/user-titles';
import { DemoUser } from '../../../src/contracts/dev-server';
import { fileUrl, ResultCode, readAnswer } from '../../../src/contracts/http';
import { ExpertSort, NewsCode, parseExpertProfile, type TipMessage } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { parseUserTitles } from '../../../src/contracts/user-titles';
import { CommentRuleCalls } from '../../../src/contracts/comment-rule';
import { expertRecord } from '../../../src/domains/news/rules/expert-record';
import { newsServer } from './news-server';

jest.setTimeout(60_000);

describe('development server: news calls', () => {
  const { clock, server, ok, fails, login, feedAll, paidTip } = newsServer();

  describe('experts', () => {
    it('lists experts with their record, by followers by default and by the sorts of professor/info', async () => {
      const page = readAnswer(NewsCalls.professorList, await ok(NewsCalls.professorList));
      expect(page.pageSize).toBe(8);
      expect(page.list).toHaveLength(8);
      expect(page.total).toBe(100);
      const followers = page.list.map((expert) => expert.attention);
      expect(followers).toEqual([...followers].sort((a, b) => b - a));
      const byHitRate = readAnswer(
        NewsCalls.professorList,
        await ok(NewsCalls.professorList, { sortType: ExpertSort.HitRate, size: 10 }),
      ).list;
      expect(byHitRate.map((expert) => expert.hitPercents)).toEqual(
        [...byHitRate.map((expert) => expert.hitPercents)].sort((a, b) => b - a),
      );
      const expert = byHitRate[0]!;
      expect(expert.tenHistory.length).toBeLessThanOrEqual(10);
      expect(expert.hitSession).toBe(`近${expert.tenHistory.length}中${expert.tenWin}`);
    });

    it("an expert's tips: on sale, then history of settled ones with the picks public, in pages of 10", async () => {
      const expert = readAnswer(NewsCalls.professorList, await ok(NewsCalls.professorList)).list[0]!;
      const detail = parseExpertProfile(await ok(NewsCalls.professorDetail, { professorId: expert.id }));
      expect(detail.id).toBe(expert.id);
      const current = readAnswer(
        NewsCalls.myOrders,
        await ok(NewsCalls.professorTips, { professorId: expert.id, isHistory: 0, page: 1 }),
      );
      expect(current.list.every((tip) => tip.result === 'waiting')).toBe(true);
      const history = readAnswer(
        NewsCalls.myOrders,
        await ok(NewsCalls.professorTips, { professorId: expert.id, isHistory: 1, page: 1 }),
      );
      expect(history.pageSize).toBe(10);
      expect(history.list).toHaveLength(10);
      expect(history.list.every((tip) => tip.result !== 'waiting' && tip.settledAt !== null)).toBe(true);
      expect(
        history.list.every((tip) => tip.sportsInfo !== null && tip.messageMatchList.every((leg) => leg.odds !== null)),
      ).toBe(true);
      const second = readAnswer(
        NewsCalls.myOrders,
        await ok(NewsCalls.professorTips, { professorId: expert.id, isHistory: 1, page: 2 }),
      );
      expect(second.list.some((tip) => history.list.some((other) => other.id === tip.id))).toBe(false);
    });

    it('the record the expert page computes from the settled tips it lists equals what the server states', async () => {
      const experts = readAnswer(
        NewsCalls.professorList,
        await ok(NewsCalls.professorList, { sortType: ExpertSort.HitRate, size: 6 }),
      ).list;
      for (const expert of experts) {
        const history: TipMessage[] = [];
        for (let page = 1; ; page += 1) {
          const result = readAnswer(
            NewsCalls.myOrders,
            await ok(NewsCalls.professorTips, { professorId: expert.id, isHistory: 1, page }),
          );
          history.push(...result.list);
          if (result.isLastPage) break;
        }
        const record = expertRecord(history, clock.now);
        expect({
          sportsSession: record.settled,
          hitPercents: record.hitPercents,
          tenHistory: record.lastTen.map((item) => item.result),
          tenWin: record.tenWin,
          winContinuous: record.winContinuous,
          longestWin: record.longestWin,
          weekRateReturn: record.weekRateReturn,
        }).toEqual({
          sportsSession: expert.sportsSession,
          hitPercents: expert.hitPercents,
          tenHistory: expert.tenHistory,
          tenWin: expert.tenWin,
          winContinuous: expert.winContinuous,
          longestWin: expert.longestWin,
          weekRateReturn: expert.weekRateReturn,
        });
      }
    });

    it('follows and unfollows: count ±1, isAttention, and sortType 4 lists my attentions; visitors may not', async () => {
      const fan = await login('news-fan');
      const expert = readAnswer(
        NewsCalls.professorList,
        await ok(NewsCalls.professorList, { sortType: ExpertSort.Streak }),
      ).list[3]!;
      const followed = readAnswer(
        NewsCalls.attention,
        await ok(NewsCalls.attention, { professorId: expert.id, isAttention: 1 }, fan),
      );
      expect(followed).toEqual({ professorId: expert.id, isAttention: 1, attention: expert.attention + 1 });
      // Following twice counts once.
      expect(
        readAnswer(NewsCalls.attention, await ok(NewsCalls.attention, { professorId: expert.id, isAttention: 1 }, fan))
          .attention,
      ).toBe(expert.attention + 1);
      const mine = readAnswer(
        NewsCalls.professorList,
        await ok(NewsCalls.professorList, { sortType: ExpertSort.MyAttentions }, fan),
      );
      expect(mine.list.map((item) => item.id)).toEqual([expert.id]);
      expect(mine.list[0]!.isAttention).toBe(1);
      expect(parseExpertProfile(await ok(NewsCalls.professorDetail, { professorId: expert.id }, fan)).isAttention).toBe(
        1,
      );
      const tip = readAnswer(
        NewsCalls.myOrders,
        await ok(NewsCalls.professorTips, { professorId: expert.id, isHistory: 1 }, fan),
      ).list[0]!;
      expect(tip.isAttention).toBe(1);
      const unfollowed = readAnswer(
        NewsCalls.attention,
        await ok(NewsCalls.attention, { professorId: expert.id, isAttention: 0 }, fan),
      );
      expect(unfollowed).toEqual({ professorId: expert.id, isAttention: 0, attention: expert.attention });
      expect((await fails(NewsCalls.professorList, { sortType: ExpertSort.MyAttentions })).code).toBe(
        ResultCode.NoUser,
      );
      expect((await fails(NewsCalls.attention, { professorId: expert.id, isAttention: 1 })).code).toBe(
        ResultCode.NoUser,
      );
    });
  });

  describe('the feed', () => {
    it('lists tips on sale newest first, with the call default of 8, and filters by sport, 不中退 and matches', async () => {
      const first = readAnswer(NewsCalls.myOrders, await ok(NewsCalls.messageFeed));
      expect(first.pageSize).toBe(8);
      expect(first.list.every((tip) => tip.result === 'waiting')).toBe(true);
      const times = first.list.map((tip) => tip.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const basketball = await feedAll({ sportsType: 2 });
      expect(basketball.length).toBeGreaterThan(0);
      expect(basketball.every((tip) => tip.sportsType === 2)).toBe(true);
      const returning = await feedAll({ blackReturnGold: 1 });
      expect(returning.length).toBeGreaterThan(0);
      expect(returning.every((tip) => tip.openBackGold === 1)).toBe(true);
      const matchId = first.list[0]!.messageMatchList[0]!.matchId;
      const onMatch = await feedAll({ sportsIds: [matchId] });
      expect(onMatch.length).toBeGreaterThan(0);
      expect(onMatch.every((tip) => tip.messageMatchList.some((leg) => leg.matchId === matchId))).toBe(true);
    });

    it('refuses malformed filters with a clear code', async () => {
      expect((await fails(NewsCalls.messageFeed, { sportsIds: 'x,1' })).code).toBe(10001);
      expect((await fails(NewsCalls.messageFeed, { size: 500 })).code).toBe(10001);
      expect((await fails(NewsCalls.tipDetail, {})).msg).toContain('缺少 id');
      expect((await fails(NewsCalls.tipDetail, { id: 1 })).msg).toContain('爆料不存在');
    });

    it('the ongoing-match selector lists matches being played that have tips on sale', async () => {
      const matches = readAnswer(NewsCalls.ongoingMatches, await ok(NewsCalls.ongoingMatches));
      expect(matches.length).toBeGreaterThan(0);
      for (const item of matches) {
        expect(item.tipCount).toBeGreaterThan(0);
        expect(item.match.statusId).toBeGreaterThan(1);
      }
      const onFirst = await feedAll({ sportsIds: [matches[0]!.match.id] });
      expect(onFirst).toHaveLength(matches[0]!.tipCount);
    });
  });

  describe('comments', () => {
    it('the comment rule per demo user: banned, below recharge, below VIP, ordinary', async () => {
      const rule = async (username: string) =>
        readAnswer(CommentRuleCalls.commentRule, await ok(CommentRuleCalls.commentRule, {}, await login(username)));
      const banned = await rule(DemoUser.banned);
      expect(banned).toMatchObject({ isAvailable: false, isBan: true });
      expect(banned.banText).toMatch(/^您因违反社区规范已被禁言，\d{4}-\d{2}-\d{2} 前无法发表评论$/);
      const newcomer = await rule(DemoUser.lowRecharge);
      expect(newcomer).toMatchObject({
        isAvailable: false,
        isBan: false,
        rechargeLimitRule: {
          rechargeLimitIsAccord: false,
          rechargeCurrentVal: 30,
          rechargeLimitVal: 100,
          rechargeLimitText: '累计充值满100元即可发表评论',
        },
      });
      const vip0 = await rule(DemoUser.lowVip);
      expect(vip0).toMatchObject({
        isAvailable: false,
        isBan: false,
        vipLimitIsAccord: false,
        vipCurrentVal: 0,
        vipLimitVal: 1,
        vipLimitText: 'VIP1及以上会员才能发表评论',
      });
      expect(vip0.rechargeLimitRule.rechargeLimitIsAccord).toBe(true);
      expect(await rule(DemoUser.normal)).toMatchObject({ isAvailable: true, isBan: false, vipLimitIsAccord: true });
      expect((await fails(CommentRuleCalls.commentRule)).code).toBe(ResultCode.NoUser);
    });

    it('publishes a comment and a reply; my comments; the rule refuses the banned user with the ban text', async () => {
      const tip = await paidTip();
      const writer = await login('news-writer');
      const list = readAnswer(
        NewsCalls.commentList,
        await ok(NewsCalls.commentList, { messageId: tip.id, page: 1, size: 10 }),
      );
      const published = readAnswer(
        NewsCalls.commentPublish,
        await ok(
          NewsCalls.commentPublish,
          { messageId: tip.id, content: '<b>看好主队</b>', photos: 'avatar-u1.svg' },
          writer,
        ),
      );
      expect(published).toMatchObject({
        messageId: tip.id,
        parentId: null,
        nickName: 'news-writer',
        content: '<b>看好主队</b>',
        photos: ['avatar-u1.svg'],
        userId: writer.uid,
        subComments: [],
      });
      // A file id like every comment's (the app turns it into an address).
      expect(published.headUrl).toBe(`avatar-${writer.uid}-N.svg`);
      const after = readAnswer(
        NewsCalls.commentList,
        await ok(NewsCalls.commentList, { messageId: tip.id, page: 1, size: 10 }),
      );
      expect(after.total).toBe(list.total + 1);
      expect(after.list[0]!.id).toBe(published.id);
      const reply = readAnswer(
        NewsCalls.commentPublish,
        await ok(NewsCalls.commentPublish, { messageId: tip.id, content: '同意', parentId: published.id }, writer),
      );
      expect(reply.parentId).toBe(published.id);
      const mine = readAnswer(NewsCalls.commentList, await ok(NewsCalls.myComments, { messageId: tip.id }, writer));
      expect(mine.list.map((comment) => comment.id)).toEqual([published.id]);
      expect(mine.list[0]!.subComments.map((comment) => comment.id)).toEqual([reply.id]);

      const banned = await login(DemoUser.banned);
      const refused = await fails(NewsCalls.commentPublish, { messageId: tip.id, content: '我要说话' }, banned);
      expect(refused.code).toBe(NewsCode.CommentForbidden);
      expect(refused.msg).toBe(
        readAnswer(CommentRuleCalls.commentRule, await ok(CommentRuleCalls.commentRule, {}, banned)).banText,
      );
      const vip0 = await login(DemoUser.lowVip);
      expect((await fails(NewsCalls.commentPublish, { messageId: tip.id, content: '我要说话' }, vip0)).msg).toBe(
        'VIP1及以上会员才能发表评论',
      );
      expect((await fails(NewsCalls.commentPublish, { messageId: tip.id, content: '   ' }, writer)).code).toBe(10001);
      expect(
        (await fails(NewsCalls.commentPublish, { messageId: tip.id, content: 'x', photos: '../etc/passwd' }, writer))
          .code,
      ).toBe(10001);
      expect(
        (await fails(NewsCalls.commentPublish, { messageId: tip.id, content: 'x', parentId: 1 }, writer)).code,
      ).toBe(ResultCode.NoSuchItem);
    });

    it('likes once per user, takes back; reports with the categories of report/cate; titles', async () => {
      const tip = await paidTip((candidate) => candidate.commentCount > 2);
      const fan = await login('news-liker');
      const comment = readAnswer(NewsCalls.commentList, await ok(NewsCalls.commentList, { messageId: tip.id }))
        .list[0]!;
      const liked = readAnswer(
        NewsCalls.commentLike,
        await ok(NewsCalls.commentLike, { commentId: comment.id, isLiked: 1 }, fan),
      );
      expect(liked).toEqual({ commentId: comment.id, likeCount: comment.likeCount + 1, isLiked: true });
      expect(
        readAnswer(NewsCalls.commentLike, await ok(NewsCalls.commentLike, { commentId: comment.id, isLiked: 1 }, fan))
          .likeCount,
      ).toBe(comment.likeCount + 1);
      const listed = readAnswer(NewsCalls.commentList, await ok(NewsCalls.commentList, { messageId: tip.id }, fan))
        .list[0]!;
      expect(listed.isLiked).toBe(true);
      expect(
        readAnswer(NewsCalls.commentLike, await ok(NewsCalls.commentLike, { commentId: comment.id, isLiked: 0 }, fan))
          .likeCount,
      ).toBe(comment.likeCount);

      const categories = readAnswer(NewsCalls.reportCategories, await ok(NewsCalls.reportCategories));
      expect(categories.map((item) => item.name)).toContain('垃圾广告');
      expect(await ok(NewsCalls.reportAdd, { commentId: comment.id, cateId: categories[0]!.id }, fan)).toBeNull();
      expect((await fails(NewsCalls.reportAdd, { commentId: comment.id, cateId: 99 }, fan)).code).toBe(10001);
      expect((await fails(NewsCalls.reportAdd, { commentId: comment.id, cateId: 1 })).code).toBe(ResultCode.NoUser);

      const titles = parseUserTitles(await ok(UserTitleCalls.titleList));
      expect(titles.length).toBeGreaterThan(0);
      const withTitle = (
        await Promise.all(
          (await feedAll())
            .slice(0, 40)
            .map(
              async (candidate) =>
                readAnswer(
                  NewsCalls.commentList,
                  await ok(NewsCalls.commentList, { messageId: candidate.id, size: 50 }),
                ).list,
            ),
        )
      )
        .flat()
        .find((item) => item.titleId !== null);
      expect(titles.map((title) => title.id)).toContain(withTitle?.titleId);
    });

    it('some comments of the world carry a photo (file ids), and the file is served', async () => {
      const lists = await Promise.all(
        (await feedAll())
          .slice(0, 20)
          .map(
            async (candidate) =>
              readAnswer(NewsCalls.commentList, await ok(NewsCalls.commentList, { messageId: candidate.id, size: 50 }))
                .list,
          ),
      );
      // The world's own (tests above publish comments with photos of their own).
      const worldPhoto = /^cover-comment\d+\.svg$/;
      const photo = lists
        .flat()
        .flatMap((item) => item.photos)
        .find((id) => worldPhoto.test(id));
      expect(photo).toMatch(worldPhoto);
      const picture = await fetch(fileUrl(server().url, photo!));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toContain('svg');
    });
  });
});

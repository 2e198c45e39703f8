/**
 * 领奖审核 on the development server: a winner of a live room's red envelope claims it with real
 * name, phone and address, checked by the contract's rule; a claim goes once per key (replayed);
 * under review nothing more is taken; the review pays the prizes, or refuses an account below the
 * recharge threshold with the reason, which may claim again; a user who won nothing has nothing to
 * claim.
 */
import { AnchorCalls } from '../../../src/contracts/anchors';
import { DemoUser } from '../../../src/contracts/dev-server';
import { lotteryClaimWords } from '../../../src/contracts/lottery-claim';
import { ApprovalStatus, ClaimStatus, NewsCode } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { LotteryConditionKind, RoomCrowdCalls, type RoomLottery } from '../../../src/contracts/room-crowd';
import { APPROVAL_REVIEW_MS, LOTTERY_RECHARGE_REMARK } from '../../../shell-demo/server/routes/news-lottery';
import { devCrowd, newMsgId, playingRooms, START } from './room-crowd-support';
import type { SessionInfo } from '../../../src/contracts/bridge-events';
import { serverCalls } from './server-calls';
import { suiteServer } from './suite-server';
import { readAnswer } from '../../../src/contracts/http';

jest.setTimeout(60_000);

const FORM = { realName: '王小明', phone: '13800138000', address: '北京市朝阳区建国路 88 号' };

describe('development server: lottery approval', () => {
  let clock = START;
  const server = suiteServer(() => clock);
  const { send, ok, login } = serverCalls(server, () => clock);
  const approval = async (session: SessionInfo) =>
    readAnswer(NewsCalls.lotteryApprovalInfo, await ok(NewsCalls.lotteryApprovalInfo, {}, session));
  const claim = (session: SessionInfo, form: Record<string, string>, idempotencyKey: string) =>
    send(NewsCalls.lotteryApprovalSubmit, { ...form, idempotencyKey }, session);

  /** These users enter a red envelope opened now and all win it. */
  async function win(...sessions: SessionInfo[]): Promise<void> {
    const room = playingRooms(server()).lottery[0]!;
    const lottery: RoomLottery = (await devCrowd(server(), { roomId: room.roomId, lottery: 'open' })).lottery!;
    for (const session of sessions) {
      clock += 3_000;
      for (const condition of lottery.conditions) {
        if (condition.kind === LotteryConditionKind.FollowStreamer)
          await ok(AnchorCalls.subscribe, { subscribeHostId: lottery.hostId }, session);
        else if (condition.kind === LotteryConditionKind.SendChat)
          await ok(RoomCrowdCalls.send, { roomId: lottery.roomId, text: '求红包', clientMsgId: newMsgId() }, session);
      }
      await ok(RoomCrowdCalls.lotteryEnter, { lotteryId: lottery.lotteryId }, session);
    }
    await devCrowd(server(), { roomId: room.roomId, lottery: 'draw', winners: sessions.map((session) => session.uid) });
    clock += 1_000;
  }

  it('a user who won nothing has nothing to claim', async () => {
    const nobody = await login('claim-nobody');
    expect(await approval(nobody)).toMatchObject({ status: ApprovalStatus.None, wins: [] });
    const refused = (await claim(nobody, FORM, 'claim-nobody-1')).envelope;
    expect(refused).toMatchObject({ code: NewsCode.ApprovalLocked, msg: '暂无待领取的奖品，中奖后再来提交' });
  });

  it('a winner claims with checked fields, once per key; the review pays the prize; a poor account is refused with the reason and may claim again', async () => {
    const winner = await login('claim-winner');
    const newcomer = await login(DemoUser.lowRecharge);
    await win(winner, newcomer);
    expect((await approval(winner)).wins).toEqual([expect.objectContaining({ claimStatus: ClaimStatus.Unclaimed })]);

    // Each field by the contract's rule, the server's words; nothing is taken.
    expect((await claim(winner, {}, 'claim-winner-0')).envelope).toMatchObject({
      code: NewsCode.ClaimInvalid,
      msg: lotteryClaimWords.realNameMissing,
    });
    expect((await claim(winner, { ...FORM, phone: '2380013800' }, 'claim-winner-1')).envelope).toMatchObject({
      code: NewsCode.ClaimInvalid,
      msg: lotteryClaimWords.phoneInvalid,
    });
    expect((await claim(winner, { ...FORM, address: '北京' }, 'claim-winner-2')).envelope.msg).toBe(
      lotteryClaimWords.addressInvalid,
    );
    // Each field is a typed text (user-text.ts): a name of dots, an address that shows nothing.
    expect((await claim(winner, { ...FORM, realName: '··' }, 'claim-winner-dots')).envelope).toMatchObject({
      code: NewsCode.ClaimInvalid,
      msg: lotteryClaimWords.realNameInvalid,
    });
    const unseen = '\u0000\u001B\u202E\u200B\u2800\u3164\u{1D159}\u206A\uFFF9\uFEFF'.repeat(3);
    expect((await claim(winner, { ...FORM, address: unseen }, 'claim-winner-unseen')).envelope).toMatchObject({
      code: NewsCode.ClaimInvalid,
      msg: lotteryClaimWords.addressMissing,
    });
    expect((await claim(winner, { ...FORM, address: `北京${unseen}朝阳` }, 'claim-winner-unseen-2')).envelope.msg).toBe(
      lotteryClaimWords.addressInvalid,
    );
    expect((await approval(winner)).status).toBe(ApprovalStatus.None);
    // A malformed key is the caller's error.
    expect((await claim(winner, FORM, 'short')).status).toBe(400);

    // Tidied as the app tidies it — controls and overrides dropped from what is kept; the same key
    // replays the first answer.
    const first = await claim(
      winner,
      { ...FORM, phone: '+86 138 0013 8000', address: `\u202E${FORM.address}\u0000` },
      'claim-winner-3',
    );
    const submitted = readAnswer(NewsCalls.lotteryApprovalInfo, first.data);
    expect(submitted).toMatchObject({ status: ApprovalStatus.Pending, submitTime: clock, ...FORM });
    expect(submitted.wins).toEqual([expect.objectContaining({ claimStatus: ClaimStatus.Reviewing })]);
    clock += 2_000;
    expect((await claim(winner, FORM, 'claim-winner-3')).envelope).toEqual(first.envelope);
    // Under review, another claim is not taken.
    expect((await claim(winner, FORM, 'claim-winner-4')).envelope.code).toBe(NewsCode.ApprovalLocked);

    clock += APPROVAL_REVIEW_MS;
    const approved = await approval(winner);
    expect(approved).toMatchObject({
      status: ApprovalStatus.Approved,
      reviewTime: submitted.submitTime! + APPROVAL_REVIEW_MS,
    });
    expect(approved.wins).toEqual([expect.objectContaining({ claimStatus: ClaimStatus.Paid })]);
    // Nothing left to claim.
    expect((await claim(winner, FORM, 'claim-winner-5')).envelope.code).toBe(NewsCode.ApprovalLocked);

    await ok(NewsCalls.lotteryApprovalSubmit, { ...FORM, idempotencyKey: 'claim-newcomer-1' }, newcomer);
    clock += APPROVAL_REVIEW_MS;
    const rejected = await approval(newcomer);
    expect(rejected).toMatchObject({ status: ApprovalStatus.Rejected, remark: LOTTERY_RECHARGE_REMARK, ...FORM });
    expect(rejected.wins).toEqual([expect.objectContaining({ claimStatus: ClaimStatus.Unclaimed })]);
    const again = readAnswer(
      NewsCalls.lotteryApprovalInfo,
      await ok(NewsCalls.lotteryApprovalSubmit, { ...FORM, idempotencyKey: 'claim-newcomer-2' }, newcomer),
    );
    expect(again.status).toBe(ApprovalStatus.Pending);
  });

  it('a prize won after an approved claim is claimed anew', async () => {
    const winner = await login('claim-winner');
    await win(winner);
    const now = await approval(winner);
    expect(now.status).toBe(ApprovalStatus.Approved);
    expect(now.wins.map((prize) => prize.claimStatus)).toEqual([ClaimStatus.Unclaimed, ClaimStatus.Paid]);
    expect(
      readAnswer(
        NewsCalls.lotteryApprovalInfo,
        await ok(NewsCalls.lotteryApprovalSubmit, { ...FORM, idempotencyKey: 'claim-winner-6' }, winner),
      ).status,
    ).toBe(ApprovalStatus.Pending);
  });
});

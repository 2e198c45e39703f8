/**
 * Lottery approval: submitted → under review → approved APPROVAL_REVIEW_MS later (server clock),
 * or rejected with LOTTERY_RECHARGE_REMARK when the account has recharged less than
 * RECHARGE_LIMIT yuan (`demo-newcomer`). A pending or approved one cannot be submitted again.
 */
import { ApprovalStatus, NewsCode, type LotteryApproval } from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { ApiError } from '../api-error';
import { requireSession, type SessionRef } from '../router';
import { demoProfileOf } from '../demo-profiles';
import { RECHARGE_LIMIT } from '../comment-rule';
import type { NewsRoom, NewsState } from './news-state';
import { lotteryWinsOf } from './room-crowd';

/** A lottery approval is reviewed this long after it was submitted (server clock). */
export const APPROVAL_REVIEW_MS = 30_000;
/**
 * The review's verdict comes from what the backend knows of the account, not from a form (the
 * contract's `submitInfo` carries no field): below the recharge threshold it is rejected with this remark.
 */
export const LOTTERY_RECHARGE_REMARK = `累计充值未满 ${RECHARGE_LIMIT} 元，暂不符合抽奖资格，充值后可重新提交`;

const NOT_SUBMITTED: LotteryApproval = {
  status: ApprovalStatus.None,
  realName: '',
  phone: '',
  address: '',
  submitTime: null,
  reviewTime: null,
  remark: '',
  wins: [],
};

/** The user's approval at `now`: a pending one whose review time has come is decided first. */
function approvalOf(state: NewsState, session: SessionRef, now: number): LotteryApproval {
  const { uid } = session;
  const approval: LotteryApproval = state.approvals.get(uid) ?? { ...NOT_SUBMITTED };
  if (approval.status === ApprovalStatus.Pending && approval.submitTime !== null) {
    const reviewAt = approval.submitTime + APPROVAL_REVIEW_MS;
    if (now >= reviewAt) {
      const rejected = demoProfileOf(session.username, now).rechargeTotal < RECHARGE_LIMIT;
      approval.status = rejected ? ApprovalStatus.Rejected : ApprovalStatus.Approved;
      approval.remark = rejected ? LOTTERY_RECHARGE_REMARK : '';
      approval.reviewTime = reviewAt;
      state.approvals.set(uid, approval);
    }
  }
  return { ...approval };
}

export const registerLotteryCalls: NewsRoom = (router, server, state) => {
  router.handle(
    NewsCalls.lotteryApprovalInfo,
    (request) => {
      const session = requireSession(request);
      // The red envelopes won in live rooms (routes/room-crowd.ts), for 领奖审核 to show.
      return { ...approvalOf(state, session, server.now()), wins: lotteryWinsOf(server, session.uid) };
    },
    { auth: 'required' },
  );

  router.handle(
    NewsCalls.lotteryApprovalSubmit,
    (request) => {
      const session = requireSession(request);
      const current = approvalOf(state, session, server.now());
      if (current.status === ApprovalStatus.Pending)
        throw new ApiError(NewsCode.ApprovalLocked, '资料审核中，请勿重复提交');
      if (current.status === ApprovalStatus.Approved)
        throw new ApiError(NewsCode.ApprovalLocked, '您已通过审核，无需再次提交');
      // The call carries no form (the contract names no field), so nothing is asked of the user
      // and nothing is validated (docs/pages.md, /news/lottery-approval): the account is reviewed.
      const submitted: LotteryApproval = { ...NOT_SUBMITTED, status: ApprovalStatus.Pending, submitTime: server.now() };
      state.approvals.set(session.uid, submitted);
      return { ...submitted };
    },
    { auth: 'required' },
  );
};

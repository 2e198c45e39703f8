/**
 * Lottery approval — claiming the red envelopes won in live rooms (room-crowd.ts's lottery): a
 * winner with a prize not claimed yet submits real name, phone and address (lottery-claim.ts's
 * rule, checked here too: a field that breaks it is refused with ClaimInvalid and its words); the
 * claim covers every prize drawn until then and is under review; APPROVAL_REVIEW_MS later (server
 * clock) it is approved — the prizes are paid — or rejected with LOTTERY_RECHARGE_REMARK when the
 * account has recharged less than RECHARGE_LIMIT yuan (`demo-newcomer`), and may be sent again. A
 * claim under review, or a user with nothing left to claim, cannot submit (ApprovalLocked).
 *
 * A submission is idempotent: the first answer per (uid, idempotencyKey) is kept and replayed, a
 * success or a refusal, so a retry submits once. The claim and what is paid live in the fan's cell
 * every gateway shares (`approval.<uid>`), so a publisher that takes over neither forgets a claim
 * nor pays a prize twice; the cell keeps the key of the submit that made the claim, so that
 * submit's retry reaching that publisher is answered the claim, as before, not "already submitted".
 */
import { checkLotteryClaim, tidyLotteryClaim, type LotteryClaimForm } from '../../../src/contracts/lottery-claim';
import {
  ApprovalStatus,
  ClaimStatus,
  NewsCode,
  type LotteryApproval,
  type LotteryWin,
} from '../../../src/contracts/news';
import { NewsCalls } from '../../../src/contracts/news-calls';
import { ApiError, DevServerCode } from '../api-error';
import type { DrawnPrize } from '../crowd/lottery';
import { KeptAnswers } from '../kept-answers';
import { onAnswer, type Answer } from '../push/live-bus';
import { publisherCall } from '../push/publisher-role';
import { changeCell } from '../push/shared-cells';
import { clientOfRequest, handedSession, requireSession, type ApiRequest, type SessionRef } from '../router';
import { demoProfileOf } from '../demo-profiles';
import { RECHARGE_LIMIT } from '../comment-rule';
import type { NewsRoom } from './news-state';
import { lotteryWinsOf } from './room-crowd';

/** A claim is reviewed this long after it was submitted (server clock). */
export const APPROVAL_REVIEW_MS = 30_000;
/** The review also looks at the account: below the recharge threshold the claim is rejected with this remark. */
export const LOTTERY_RECHARGE_REMARK = `累计充值未满 ${RECHARGE_LIMIT} 元，暂不符合领奖条件，充值后可重新提交`;

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

/**
 * What a fan's claim cell holds: the claim as it stands (its prizes are the wins'), the key of the
 * submit that made it, and what is paid.
 */
interface ClaimCell {
  approval: LotteryApproval;
  submitKey?: string;
  /** Prizes drawn until then are paid (the submit time of the last approved claim; null: none). */
  paidUpTo: number | null;
}

const claimKey = (uid: string): string => `approval.${uid}`;

export const registerLotteryCalls: NewsRoom = (router, server) => {
  /**
   * The first answer per submit key, kept in this process only: a retry that reaches a publisher
   * that took over is answered from the cell (the claim its key made), so nothing is submitted twice.
   */
  const claims = new KeptAnswers<Answer<LotteryApproval>>(server);

  /** The claim at `now`, one under review whose review time has come decided (`decided`: now). */
  function reviewed(session: SessionRef, kept: ClaimCell | undefined, now: number) {
    const claim: ClaimCell = kept ?? { approval: { ...NOT_SUBMITTED }, paidUpTo: null };
    const { approval } = claim;
    if (approval.status !== ApprovalStatus.Pending || approval.submitTime === null) return { claim, decided: false };
    const reviewAt = approval.submitTime + APPROVAL_REVIEW_MS;
    if (now < reviewAt) return { claim, decided: false };
    const rejected = demoProfileOf(session.username, now).rechargeTotal < RECHARGE_LIMIT;
    const decision: LotteryApproval = {
      ...approval,
      status: rejected ? ApprovalStatus.Rejected : ApprovalStatus.Approved,
      remark: rejected ? LOTTERY_RECHARGE_REMARK : '',
      reviewTime: reviewAt,
    };
    return {
      claim: { ...claim, approval: decision, paidUpTo: rejected ? claim.paidUpTo : approval.submitTime },
      decided: true,
    };
  }

  /**
   * The fan's claim at `now`, its review written once in the cell every gateway shares (by
   * compare-and-set): a publisher that takes over keeps a claim under review, approved or
   * rejected, and what is paid is paid once.
   */
  const claimOf = (session: SessionRef, now: number): Answer<ClaimCell> =>
    changeCell<ClaimCell, ClaimCell>(server.cells, claimKey(session.uid), (kept) => {
      const { claim, decided } = reviewed(session, kept, now);
      return { value: decided ? claim : undefined, result: claim };
    });

  /** Each prize with where its claim stands. */
  function winsWithClaims({ approval, paidUpTo }: ClaimCell, prizes: readonly DrawnPrize[]): LotteryWin[] {
    const paid = paidUpTo ?? -Infinity;
    const reviewing = approval.status === ApprovalStatus.Pending ? (approval.submitTime ?? -Infinity) : -Infinity;
    return prizes.map((win) => ({
      ...win,
      claimStatus:
        win.drawnAt <= paid
          ? ClaimStatus.Paid
          : win.drawnAt <= reviewing
            ? ClaimStatus.Reviewing
            : ClaimStatus.Unclaimed,
    }));
  }

  /** The answer both calls give: the claim and the prizes. */
  const answerOf = (session: SessionRef): Answer<LotteryApproval> =>
    onAnswer(lotteryWinsOf(server, session.uid), (prizes) =>
      onAnswer(claimOf(session, server.now()), (claim) => ({
        ...claim.approval,
        wins: winsWithClaims(claim, prizes),
      })),
    );

  /** Why the claim cannot be submitted now (null: it can). */
  function refusalOf(current: LotteryApproval, form: LotteryClaimForm): ApiError | null {
    if (current.status === ApprovalStatus.Pending)
      return new ApiError(NewsCode.ApprovalLocked, '资料审核中，请勿重复提交');
    if (!current.wins.some((win) => win.claimStatus === ClaimStatus.Unclaimed))
      return new ApiError(NewsCode.ApprovalLocked, '暂无待领取的奖品，中奖后再来提交');
    const wrong = Object.values(checkLotteryClaim(form))[0];
    return wrong ? new ApiError(NewsCode.ClaimInvalid, wrong) : null;
  }

  /**
   * A claim submitted by compare-and-set on the fan's cell: two submits at once (two keys, two
   * gateways) make one; the submit whose key made the claim is answered the claim again.
   */
  function submit(session: SessionRef, form: LotteryClaimForm, submitKey: string): Answer<LotteryApproval> {
    const now = server.now();
    const refused = onAnswer(lotteryWinsOf(server, session.uid), (prizes) =>
      changeCell<ClaimCell, ApiError | null>(server.cells, claimKey(session.uid), (kept) => {
        const { claim, decided } = reviewed(session, kept, now);
        if (claim.submitKey === submitKey) return { value: decided ? claim : undefined, result: null };
        const refusal = refusalOf({ ...claim.approval, wins: winsWithClaims(claim, prizes) }, form);
        if (refusal) return { value: decided ? claim : undefined, result: refusal };
        const submitted: LotteryApproval = {
          ...NOT_SUBMITTED,
          ...form,
          status: ApprovalStatus.Pending,
          submitTime: now,
        };
        return { value: { approval: submitted, submitKey, paidUpTo: claim.paidUpTo }, result: null };
      }),
    );
    return onAnswer(refused, (refusal) => {
      if (refusal) throw refusal;
      return answerOf(session);
    });
  }

  // The prizes are the room's lotteries', drawn by the publisher: a fan on another gateway claims there.
  const info = publisherCall(server.push.publisher, APPROVAL_INFO_TOPIC, approvalAskedOf, ({ session }) =>
    answerOf(session),
  );
  const submitOnce = publisherCall(
    server.push.publisher,
    APPROVAL_SUBMIT_TOPIC,
    approvalAskedOf,
    ({ session, client, idempotencyKey, form }) =>
      claims.once(session.uid, client, idempotencyKey, '', () => submit(session, form, idempotencyKey)),
  );

  router.handle(NewsCalls.lotteryApprovalInfo, (request) => info(approvalAsked(request)));

  router.handle(NewsCalls.lotteryApprovalSubmit, (request, { idempotencyKey, realName, phone, address }) => {
    const form = tidyLotteryClaim({ realName: realName ?? '', phone: phone ?? '', address: address ?? '' });
    return submitOnce({ ...approvalAsked(request), idempotencyKey, form });
  });
};

/** The claim calls handed to the publisher (push/publisher-role.ts `publisherCall`). */
const APPROVAL_INFO_TOPIC = 'lottery-approval-info';
const APPROVAL_SUBMIT_TOPIC = 'lottery-approval-submit';

/** A claim call as the publisher takes it (the info call: no key, an empty form). */
interface ApprovalAsked {
  session: SessionRef;
  client: string;
  idempotencyKey: string;
  form: LotteryClaimForm;
}

/** The fan's claim call as this gateway hands it on: the session's user without its token (checked here). */
function approvalAsked(request: ApiRequest): ApprovalAsked {
  const { uid, username } = requireSession(request);
  const form = { realName: '', phone: '', address: '' };
  return { session: { uid, username, token: '' }, client: clientOfRequest(request), idempotencyKey: '', form };
}

/** A claim call another gateway handed on, checked field by field: it crossed the network. */
function approvalAskedOf(body: unknown): ApprovalAsked {
  const asked = (body ?? {}) as Record<string, unknown>;
  const session = handedSession(asked.session);
  const form = (asked.form ?? {}) as Record<string, unknown>;
  const { client, idempotencyKey } = asked;
  const { realName, phone, address } = form;
  if (!session || ![client, idempotencyKey, realName, phone, address].every((text) => typeof text === 'string'))
    throw new ApiError(DevServerCode.BadParams, 'not a 红包 claim');
  return {
    session,
    client: client as string,
    idempotencyKey: idempotencyKey as string,
    form: { realName: realName as string, phone: phone as string, address: address as string },
  };
}

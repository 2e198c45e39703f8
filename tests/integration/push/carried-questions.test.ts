/**
 * A publisher that dies with a 竞猜 open: the gateway that takes over carries the question on —
 * the same prediction, its fans' votes counted once and charged once, a new vote taken on it, and
 * the pool paid once when it is settled there. Skipped, saying why, only where nats-server is not
 * installed.
 */
import { DevCalls } from '../../../src/contracts/dev-server';
import { DAILY_GRANT, PredictionCalls, type Prediction } from '../../../src/contracts/predictions';
import { natsServerMissing } from '../../support/nats-server';
import { balanceOn, devPost, openPrediction, sessionCall, takeOverStage, vote, type VoteAnswer } from './gateway-calls';
import { sleep, waitFor } from './push-test-support';

const missing = natsServerMissing();
if (missing) console.warn(`SKIPPED: a 竞猜 carried on after its publisher needs nats-server. ${missing}`);
const describeOnNats = missing ? describe.skip : describe;

const TIMING = { leaseMs: 3000, renewMs: 300 };
const FANS = 6;
/** What a gateway answers while no publisher does: the app tries again. */
const BUSY = 503;

describeOnNats('a 竞猜 left open by a publisher that dies', () => {
  const stage = takeOverStage();

  it('is carried on by the publisher that takes over: its votes counted and charged once, a new one taken, the pool paid once', async () => {
    const { publisher, other, roomId } = await stage.takeOver(['carried-a', 'carried-b'], TIMING);

    const prediction = await openPrediction(publisher, roomId);
    const { predictionId } = prediction;
    const [first, second] = prediction.outcomes.map((outcome) => outcome.outcomeId) as [number, number];
    const fans = Array.from({ length: FANS }, (_, index) => other.sessions.login(`carried-${index}`, '127.0.0.1'));
    const stakeOf = (index: number) => 50 + index;
    const pickOf = (index: number) => (index % 2 === 0 ? first : second);
    /** A vote as the app sends it: again while the gateway answers busy. */
    const voteUntilAnswered = async (fan: (typeof fans)[number], index: number) => {
      let answer: VoteAnswer;
      do answer = await vote(other, fan, { predictionId, outcomeId: pickOf(index), stake: stakeOf(index), delayMs: 0 });
      while (answer.code === BUSY);
      return answer;
    };
    // Through the gateway that does not publish, as the app votes.
    for (const [index, fan] of fans.entries()) {
      const answer = await voteUntilAnswered(fan, index);
      expect([answer.code, answer.data?.points.balance]).toEqual([1, DAILY_GRANT - stakeOf(index)]);
    }

    // The publisher dies without a word, the question still open.
    publisher.bus.close();
    await waitFor(() => other.push.publisher.holds(), 'the other gateway taking the lease over', 15_000);
    const mine = async (fan: (typeof fans)[number]) => {
      const answer = (await sessionCall(other, fan, PredictionCalls.room.path, { roomId })) as {
        data: { predictions: Prediction[]; points: { balance: number } } | null;
      };
      const carried = answer.data?.predictions.find((item) => item.predictionId === predictionId);
      return { status: carried?.status, myVote: carried?.myVote?.stake, balance: answer.data?.points.balance };
    };
    // The question open on the new publisher once its take-over has carried it on.
    for (let tries = 0; tries < 150 && (await mine(fans[0]!)).status !== 'open'; tries += 1) await sleep(100);
    // Carried on, not given back: every vote counted as it was, every stake still in the pool (twice: not refunded later).
    for (let look = 0; look < 2; look += 1) {
      expect(await Promise.all(fans.map(mine))).toEqual(
        fans.map((_, index) => ({ status: 'open', myVote: stakeOf(index), balance: DAILY_GRANT - stakeOf(index) })),
      );
      await sleep(1000);
    }
    // A vote sent again is the vote taken; a new fan votes on the same question on the new publisher.
    expect((await voteUntilAnswered(fans[0]!, 0)).data?.points.balance).toBe(DAILY_GRANT - stakeOf(0));
    const late = other.sessions.login('carried-late', '127.0.0.1');
    const lateAnswer = await vote(other, late, { predictionId, outcomeId: first, stake: 100, delayMs: 0 });
    expect([lateAnswer.code, lateAnswer.data?.points.balance]).toEqual([1, DAILY_GRANT - 100]);

    // Settled where it was carried on: the winners paid once, the losers not refunded.
    await devPost(other, DevCalls.predictions, { roomId, action: 'settle', predictionId, outcomeId: first });
    await devPost(other, DevCalls.predictions, { roomId, action: 'settle', predictionId, outcomeId: first });
    const payoutOf = async (fan: (typeof fans)[number]) => {
      const answer = (await sessionCall(other, fan, PredictionCalls.room.path, { roomId })) as {
        data: { predictions: Prediction[] } | null;
      };
      return answer.data?.predictions.find((item) => item.predictionId === predictionId)?.myVote?.payout ?? 0;
    };
    await sleep(500);
    const everyone = [...fans, late];
    const stakes = [...fans.map((_, index) => stakeOf(index)), 100];
    const payouts = await Promise.all(everyone.map(payoutOf));
    const balances = await Promise.all(everyone.map((fan) => balanceOn(other, fan, roomId)));
    expect(balances).toEqual(everyone.map((_, index) => DAILY_GRANT - stakes[index]! + payouts[index]!));
    // The winners' payouts at least their stakes; the losers' none.
    for (const [index, payout] of payouts.entries()) {
      if (index === FANS || index % 2 === 0) expect(payout).toBeGreaterThanOrEqual(stakes[index]!);
      else expect(payout).toBe(0);
    }
  }, 90_000);
});

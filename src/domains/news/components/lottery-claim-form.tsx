/**
 * The lottery claim's form (领奖信息): real name, phone and address, each checked by the
 * contract's rule (lottery-claim.ts) with its words beside the field — once the field was left, or
 * at the first 提交审核 — and the first wrong one focused. The draft lives in the news store: kept
 * when a submission fails or the page is left, gone once the server takes it. A refusal shows the
 * server's words; no answer shows 提交未成功 with 重试, which sends the same claim again (one key).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  checkLotteryClaim,
  LOTTERY_CLAIM_FIELDS,
  LOTTERY_CLAIM_LIMITS,
  tidyLotteryClaim,
  type LotteryClaimField,
  type LotteryClaimForm,
} from '../../../contracts/lottery-claim';
import { Button } from '../../../ui/button';
import { uiCopy } from '../../../ui/copy';
import { messages } from '../messages';
import { useNewsStore } from '../store/news-store';
import styles from './lottery-claim-form.module.css';

const FIELDS: Record<
  LotteryClaimField,
  { label: string; placeholder: string; autoComplete: string; inputMode?: 'tel'; maxLength: number; multiline?: true }
> = {
  realName: {
    label: messages.realName,
    placeholder: messages.realNamePlaceholder,
    autoComplete: 'name',
    maxLength: LOTTERY_CLAIM_LIMITS.realName.max + 10,
  },
  phone: { label: messages.phone, placeholder: messages.phonePlaceholder, autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  address: {
    label: messages.address,
    placeholder: messages.addressPlaceholder,
    autoComplete: 'street-address',
    maxLength: LOTTERY_CLAIM_LIMITS.address.max + 20,
    multiline: true,
  },
};

type Failure = { kind: 'refused'; message: string } | { kind: 'unanswered' };

/** `previous`: the last claim's details (a rejected one is sent again put right), the form's start when untouched. */
export function LotteryClaimFormCard({ previous }: { previous: LotteryClaimForm }) {
  const id = useId();
  const draft = useNewsStore((state) => state.lotteryDraft) ?? previous;
  const setDraft = useNewsStore((state) => state.setLotteryDraft);
  const submitLottery = useNewsStore((state) => state.submitLottery);
  const [left, setLeft] = useState<ReadonlySet<LotteryClaimField>>(new Set());
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputs = useRef<Partial<Record<LotteryClaimField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const errors = checkLotteryClaim(tidyLotteryClaim(draft));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    const wrong = LOTTERY_CLAIM_FIELDS.find((field) => errors[field]);
    if (wrong) {
      inputs.current[wrong]?.focus();
      return;
    }
    setFailure(null);
    const outcome = await submitLottery(draft);
    if (outcome.kind === 'refused') setFailure({ kind: 'refused', message: outcome.message });
    else if (outcome.kind === 'unanswered') setFailure({ kind: 'unanswered' });
  };

  return (
    <form className={styles.card} aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.title}>
        {messages.lotteryFormTitle}
      </h2>
      <p className={styles.hint}>{messages.lotteryFormHint}</p>
      {LOTTERY_CLAIM_FIELDS.map((field) => {
        const spec = FIELDS[field];
        const error = tried || left.has(field) ? errors[field] : undefined;
        const errorId = `${id}-${field}-error`;
        const props = {
          id: `${id}-${field}`,
          className: styles.input,
          value: draft[field],
          placeholder: spec.placeholder,
          autoComplete: spec.autoComplete,
          maxLength: spec.maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
          onBlur: () => setLeft((before) => new Set(before).add(field)),
        };
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={props.id}>
              {spec.label}
            </label>
            {spec.multiline ? (
              <textarea {...props} rows={3} ref={(element) => void (inputs.current[field] = element)} />
            ) : (
              <input {...props} inputMode={spec.inputMode} ref={(element) => void (inputs.current[field] = element)} />
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure.kind === 'refused' ? failure.message : messages.lotterySubmitFailed}
        </p>
      )}
      <Button block onClick={() => submit()}>
        {failure?.kind === 'unanswered' ? uiCopy.retry : messages.submit}
      </Button>
    </form>
  );
}

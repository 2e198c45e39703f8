/**
 * The lottery claim's form (领奖信息): real name, phone and address. The spec shows no form
 * validation messages; our reading: the form guides instead of telling off. Each field's
 * placeholder says what it takes (the contract's rule, lottery-claim.ts), and 提交审核 is enabled
 * once all three pass that rule — nothing appears under a field, nothing is marked invalid. The
 * draft lives in the news store: kept when a submission fails or the page is left, gone once the
 * server takes it. A failure is the error toast (a refusal in the server's words); after no answer
 * the button offers 重试, which sends the same claim again (one key).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  checkLotteryClaim,
  LOTTERY_CLAIM_FIELDS,
  LOTTERY_CLAIM_LIMITS,
  tidyLotteryClaim,
  type LotteryClaimField,
  type LotteryClaimForm,
} from '../../../contracts/lottery-claim';
import { Button } from '../../../ui/button';
import { uiWords } from '../../../ui/ui-messages';
import { newsWords, type NewsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { useNewsStore } from '../store/news-store';
import styles from './lottery-claim-form.module.css';

const { realName, address } = LOTTERY_CLAIM_LIMITS;
const fieldsIn = (
  messages: NewsWords,
): Record<
  LotteryClaimField,
  { label: string; placeholder: string; autoComplete: string; inputMode?: 'tel'; maxLength: number; multiline?: true }
> => ({
  realName: {
    label: messages.realName,
    placeholder: messages.realNamePlaceholder(realName.min, realName.max),
    autoComplete: 'name',
    maxLength: realName.max + 10,
  },
  phone: {
    label: messages.phone,
    placeholder: messages.phonePlaceholder,
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 20,
  },
  address: {
    label: messages.address,
    placeholder: messages.addressPlaceholder(address.min, address.max),
    autoComplete: 'street-address',
    maxLength: address.max + 20,
    multiline: true,
  },
});

/** `previous`: the last claim's details (a rejected one is sent again put right), the form's start when untouched. */
export function LotteryClaimFormCard({ previous }: { previous: LotteryClaimForm }) {
  const messages = useMessages(newsWords);
  const uiCopy = useMessages(uiWords);
  const id = useId();
  const draft = useNewsStore((state) => state.lotteryDraft) ?? previous;
  const setDraft = useNewsStore((state) => state.setLotteryDraft);
  const submitLottery = useNewsStore((state) => state.submitLottery);
  const [unanswered, setUnanswered] = useState(false);
  const ready = Object.keys(checkLotteryClaim(tidyLotteryClaim(draft))).length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    const outcome = await submitLottery(draft);
    setUnanswered(outcome.kind === 'unanswered');
  };

  return (
    <form className={styles.card} aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.title}>
        {messages.lotteryFormTitle}
      </h2>
      <p id={`${id}-hint`} className={styles.hint}>
        {messages.lotteryFormHint}
      </p>
      {LOTTERY_CLAIM_FIELDS.map((field) => {
        const spec = fieldsIn(messages)[field];
        const props = {
          id: `${id}-${field}`,
          className: styles.input,
          value: draft[field],
          placeholder: spec.placeholder,
          autoComplete: spec.autoComplete,
          maxLength: spec.maxLength,
          onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
        };
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={props.id}>
              {spec.label}
            </label>
            {spec.multiline ? <textarea {...props} rows={3} /> : <input {...props} inputMode={spec.inputMode} />}
          </div>
        );
      })}
      <Button block disabled={!ready} aria-describedby={`${id}-hint`} onClick={() => submit()}>
        {unanswered ? uiCopy.retry : messages.submit}
      </Button>
    </form>
  );
}

/**
 * The lottery approval's form (`live/lottery/approval/submitInfo { realName, phone, address }`):
 * what a winner sends to claim a prize, and the one rule both the app (it enables 提交审核 once
 * the form passes) and the development server (its refusal) check it by. The spec names the call,
 * not its fields' rules; ours: a name of 2–20 Chinese characters (a · only between two of them) or
 * Latin letters, a mainland mobile number (11 digits, 13x–19x; spaces, dashes and +86 are tidied
 * away), an address of at most 100 characters of which at least 5 show. Every field is a text
 * people type (user-text.ts): tidied as one is kept — controls, bidi overrides and the like
 * dropped, line breaks a space — and one of invisible characters only is missing. The spec shows
 * no form validation messages: the app's form says the rule in each field's placeholder and shows
 * no message under a field; the words below are the server's refusal, which the app shows as the
 * error toast.
 */
import { cleanUserText, isBlankText, shownLength } from './user-text';

export interface LotteryClaimForm {
  realName: string;
  phone: string;
  address: string;
}

export type LotteryClaimField = keyof LotteryClaimForm;
export type LotteryClaimErrors = Partial<Record<LotteryClaimField, string>>;

export const LOTTERY_CLAIM_FIELDS: readonly LotteryClaimField[] = ['realName', 'phone', 'address'];

export const LOTTERY_CLAIM_LIMITS = {
  realName: { min: 2, max: 20 },
  address: { min: 5, max: 100 },
} as const;

/** Chinese characters, a · only between two of them (阿依古丽·买买提). */
const CHINESE_NAME = /^[\u4e00-\u9fff]+(?:·[\u4e00-\u9fff]+)*$/;
const LATIN_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The words of each refusal (Chinese UI copy: the server sends the same). */
export const lotteryClaimWords = {
  realNameMissing: '请填写真实姓名',
  realNameInvalid: `姓名应为 ${LOTTERY_CLAIM_LIMITS.realName.min}–${LOTTERY_CLAIM_LIMITS.realName.max} 个汉字或字母`,
  phoneMissing: '请填写手机号码',
  phoneInvalid: '请填写 11 位中国大陆手机号码',
  addressMissing: '请填写收货地址',
  addressInvalid: `收货地址应为 ${LOTTERY_CLAIM_LIMITS.address.min}–${LOTTERY_CLAIM_LIMITS.address.max} 个字，写到门牌号`,
} as const;

/**
 * The form as it is sent: each field cleaned as a kept user text is (cleanUserText), inner spaces of
 * the name and address collapsed, the phone's digits alone.
 */
export function tidyLotteryClaim(form: LotteryClaimForm): LotteryClaimForm {
  const collapse = (text: string) => cleanUserText(text).replace(/\s+/g, ' ');
  return {
    realName: collapse(form.realName),
    phone: cleanUserText(form.phone)
      .replace(/[\s-]/g, '')
      .replace(/^\+?86(?=1\d{10}$)/, ''),
    address: collapse(form.address),
  };
}

const lengthOf = (text: string) => [...text].length;

/** What is wrong with each field of a tidied form; empty when it may be sent. */
export function checkLotteryClaim(form: LotteryClaimForm): LotteryClaimErrors {
  const errors: LotteryClaimErrors = {};
  const name = form.realName;
  const nameLength = lengthOf(name);
  if (isBlankText(name)) errors.realName = lotteryClaimWords.realNameMissing;
  else if (
    nameLength < LOTTERY_CLAIM_LIMITS.realName.min ||
    nameLength > LOTTERY_CLAIM_LIMITS.realName.max ||
    !(CHINESE_NAME.test(name) || LATIN_NAME.test(name))
  )
    errors.realName = lotteryClaimWords.realNameInvalid;
  if (isBlankText(form.phone)) errors.phone = lotteryClaimWords.phoneMissing;
  else if (!MAINLAND_MOBILE.test(form.phone)) errors.phone = lotteryClaimWords.phoneInvalid;
  if (isBlankText(form.address)) errors.address = lotteryClaimWords.addressMissing;
  else if (
    shownLength(form.address) < LOTTERY_CLAIM_LIMITS.address.min ||
    lengthOf(form.address) > LOTTERY_CLAIM_LIMITS.address.max
  )
    errors.address = lotteryClaimWords.addressInvalid;
  return errors;
}

/** The lottery claim's rule, the one the form and the development server check by. */
import { checkLotteryClaim, lotteryClaimWords, tidyLotteryClaim } from '@src/contracts/lottery-claim';

const valid = { realName: '王小明', phone: '13800138000', address: '北京市朝阳区建国路 88 号' };
const errorsOf = (change: Partial<typeof valid>) => checkLotteryClaim(tidyLotteryClaim({ ...valid, ...change }));

it('takes a complete claim, tidied: spaces collapsed, the phone’s digits alone without +86', () => {
  expect(tidyLotteryClaim({ realName: '  王 小明 ', phone: '+86 138-0013-8000', address: ' 北京市  朝阳区 ' })).toEqual(
    {
      realName: '王 小明',
      phone: '13800138000',
      address: '北京市 朝阳区',
    },
  );
  expect(errorsOf({})).toEqual({});
  expect(errorsOf({ realName: '阿依古丽·买买提' })).toEqual({});
  expect(errorsOf({ realName: 'Li Lei', phone: '19912345678' })).toEqual({});
});

it('names what each field lacks', () => {
  expect(checkLotteryClaim({ realName: '', phone: '', address: '' })).toEqual({
    realName: lotteryClaimWords.realNameMissing,
    phone: lotteryClaimWords.phoneMissing,
    address: lotteryClaimWords.addressMissing,
  });
});

it('reads a field of invisible or control characters only as missing, and drops controls and bidi overrides from what is kept', () => {
  const invisible = {
    realName: '\u3164\u3164',
    phone: '\u200B',
    address: '\u0000\u001B\u202E\u2800\u200B\u3164\u{1D159}\uFEFF',
  };
  expect(errorsOf(invisible)).toEqual({
    realName: lotteryClaimWords.realNameMissing,
    phone: lotteryClaimWords.phoneMissing,
    address: lotteryClaimWords.addressMissing,
  });
  expect(
    tidyLotteryClaim({ ...valid, realName: '王\u202E小明', address: '北京市\u0000朝阳区\n建国路 88 号\u206E' }),
  ).toEqual({
    ...valid,
    address: '北京市朝阳区 建国路 88 号',
  });
});

it.each([
  ['a one-character name', { realName: '王' }, 'realName'],
  ['a name of 21 characters', { realName: '王'.repeat(21) }, 'realName'],
  ['a name with digits', { realName: '王小明2' }, 'realName'],
  ['a name mixing scripts', { realName: '王Xiao' }, 'realName'],
  ['a number of 10 digits', { phone: '1380013800' }, 'phone'],
  ['a landline', { phone: '01065529988' }, 'phone'],
  ['a number starting 12', { phone: '12800138000' }, 'phone'],
  ['letters in the number', { phone: '1380013800a' }, 'phone'],
  ['a name of dots', { realName: '··' }, 'realName'],
  ['a name ending in a dot', { realName: '王小明·' }, 'realName'],
  ['a name with a hidden character inside', { realName: '王\u200B小明' }, 'realName'],
  ['a four-character address', { address: '北京朝阳' }, 'address'],
  ['an address of five characters padded with invisible ones', { address: '北京\u200B\u3164\u2800朝阳' }, 'address'],
  ['an address of 101 characters', { address: '路'.repeat(101) }, 'address'],
])('refuses %s', (_, change, field) => {
  expect(Object.keys(errorsOf(change))).toEqual([field]);
});

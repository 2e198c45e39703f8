/** The room chat's text rules (crowd/chat-checks.ts): cleaning, blank, length, masked words. */
import { cleanUserText } from '../../../src/contracts/user-text';
import { checkChatText, MASK, maskSensitiveWords, SENSITIVE_WORDS } from '../../../shell-demo/server/crowd/chat-checks';

describe('room chat text', () => {
  it('masks every sensitive word ＊＊', () => {
    for (const word of SENSITIVE_WORDS) expect(maskSensitiveWords(`前${word}后`)).toBe(`前${MASK}后`);
  });

  it('masks a word with spaces, punctuation or symbols slipped between its characters, and in any case', () => {
    expect(maskSensitiveWords('傻 逼')).toBe(MASK);
    expect(maskSensitiveWords('加-微-信 123')).toBe(`${MASK} 123`);
    expect(maskSensitiveWords('加★V')).toBe(MASK);
    expect(maskSensitiveWords('QQ群')).toBe(MASK);
  });

  it('masks a word written in full-width letters, with zero-width characters or combining marks inside, keeping what is around it', () => {
    expect(maskSensitiveWords('进群：ＱＱ群')).toBe(`进群：${MASK}`);
    expect(maskSensitiveWords('你是傻\u200B逼吗')).toBe(`你是${MASK}吗`);
    expect(maskSensitiveWords('傻\u0301逼\u0301\u0301！')).toBe(`${MASK}！`);
    expect(maskSensitiveWords('加\u2060微\uFE0F信 ok')).toBe(`${MASK} ok`);
    expect(maskSensitiveWords('ｑ\u200Dｑ群')).toBe(MASK);
    // Full-width punctuation elsewhere stays as written: only the comparison is normalised.
    expect(maskSensitiveWords('好球！，ＯＫ')).toBe('好球！，ＯＫ');
  });

  it('masks the longest word where two overlap, and leaves innocent words alone', () => {
    expect(maskSensitiveWords('加vx聊')).toBe(`${MASK}聊`);
    expect(maskSensitiveWords('禁区外围远射，代理队长')).toBe('禁区外围远射，代理队长');
    expect(maskSensitiveWords('这球傻了吧')).toBe('这球傻了吧');
  });

  it('drops control characters, turns line breaks into a space and trims the ends', () => {
    expect(cleanUserText('  好\u0000球\r\n漂亮\u0007  ')).toBe('好球 漂亮');
    expect(cleanUserText('a\u2028b')).toBe('a b');
  });

  it('drops bidi overrides, the BOM and tag characters from the line it keeps', () => {
    expect(checkChatText('\u202E进了\u202C\uFEFF好球\u{E0041}\u{E007F}')).toEqual({ ok: true, text: '进了好球' });
  });

  it('keeps markup and entities as sent', () => {
    expect(checkChatText('<b>粗</b>&lt;')).toEqual({ ok: true, text: '<b>粗</b>&lt;' });
  });

  it('refuses blank texts, before and after cleaning', () => {
    expect(checkChatText('')).toEqual({ ok: false, problem: 'blank' });
    expect(checkChatText('\u3000 \u200b')).toEqual({ ok: false, problem: 'blank' });
    expect(checkChatText('\u0000\u0001')).toEqual({ ok: false, problem: 'blank' });
    for (const filler of ['\u3164', '\u2800', '\u115F', '\uFFA0', '\u034F', '\u3164 \u2800\u200B']) {
      expect(checkChatText(filler)).toEqual({ ok: false, problem: 'blank' });
    }
  });

  it('counts the length in code points, after cleaning, before masking', () => {
    expect(checkChatText('👍'.repeat(50))).toEqual({ ok: true, text: '👍'.repeat(50) });
    expect(checkChatText('👍'.repeat(51))).toEqual({ ok: false, problem: 'too-long', length: 51 });
    expect(checkChatText(` ${'好'.repeat(50)} `)).toEqual({ ok: true, text: '好'.repeat(50) });
    expect(checkChatText(`${'好'.repeat(48)}傻 逼`)).toEqual({ ok: false, problem: 'too-long', length: 51 });
  });
});

/** The text rule the chat bar and the server share (src/contracts/user-text.ts). */
import { isBlankChatText } from '../../../src/contracts/room-crowd';
import { cleanUserText, comparableText, isBlankText, shownLength } from '../../../src/contracts/user-text';

describe('user text', () => {
  it('calls blank what shows nothing: white space, controls, zero-width, fillers, lone marks', () => {
    const blanks = [
      '',
      ' \u3000',
      '\u200B\u200D\u2060',
      '\u3164',
      '\u2800',
      '\u115F',
      '\u1160',
      '\uFFA0',
      '\u034F',
      '\u0301\u0301',
      '\uFE0F',
      '\u{E0020}',
      // The musical null notehead and the deprecated format characters draw nothing either.
      '\u{1D159}',
      '\u206A\u206F',
      '\uFFF9\uFFFA\uFFFB',
    ];
    for (const blank of blanks) {
      expect(isBlankText(blank)).toBe(true);
      // The chat bar's rule is this one.
      expect(isBlankChatText(blank)).toBe(true);
    }
    for (const text of ['a', '好', '👍', 'e\u0301', '\u3164好', '👨\u200D👩']) expect(isBlankText(text)).toBe(false);
  });

  it('drops controls, bidi embeddings, overrides and isolates, the BOM and tags; a line break becomes a space', () => {
    expect(cleanUserText('a\u202Eb\u202Cc\u2066d\u2069\u200Ee\u061C')).toBe('abcde');
    expect(cleanUserText('\uFEFF名字\u{E0061}\u{E007F}')).toBe('名字');
    expect(cleanUserText('第一行\n第二行\u0000\u001B[31m')).toBe('第一行 第二行[31m');
    // Shaping and digit switches, and the annotation marks that hide a text from one renderer only.
    expect(cleanUserText('\u206A1\u206B2\u206C3\u206D4\u206E5\u206F')).toBe('12345');
    expect(cleanUserText('看\uFFF9免费\uFFFA加群\uFFFB吧')).toBe('看免费加群吧');
    // What reorders nothing stays: ZWJ sequences, variation selectors, marks on letters.
    expect(cleanUserText('👨\u200D👩 ❤\uFE0F e\u0301')).toBe('👨\u200D👩 ❤\uFE0F e\u0301');
  });

  it('counts the characters that show', () => {
    expect(shownLength('')).toBe(0);
    expect(shownLength('北京 朝阳\u200B\u3164\u{1D159}')).toBe(4);
    expect(shownLength('👍e\u0301')).toBe(2);
  });

  it('compares words in compatibility form with hidden characters left out, and maps each unit back', () => {
    const comparable = comparableText('ＱＱ\u200B群\u0301!');
    expect(comparable.text).toBe('QQ群!');
    expect(comparable.from).toEqual([0, 1, 3, 5]);
    // The zero-width space and the mark belong to the character before them.
    expect(comparable.to).toEqual([1, 3, 5, 6]);
    expect(comparableText('😀ﬁ').text).toBe('😀fi');
    expect(comparableText('😀ﬁ').from).toEqual([0, 0, 2, 2]);
  });
});

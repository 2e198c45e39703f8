/**
 * What a text people type (a chat line, a nickname) may carry, one rule for the app and the
 * server: which characters show nothing (a text of only those is blank), which are dropped
 * wherever such a text is kept, and the form in which words are looked for in it.
 */

/**
 * Characters that show nothing: white space, controls, format characters (zero-width, bidi, the
 * BOM, tags, the interlinear annotation marks U+FFF9–U+FFFB), combining marks with nothing to
 * combine with, the default-ignorable ones (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the
 * grapheme joiner U+034F, variation selectors, the deprecated format characters U+206A–U+206F) and
 * the blanks fonts draw as nothing: the braille blank U+2800 and the musical null notehead U+1D159.
 */
const INVISIBLE = String.raw`\s\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}`;
const BLANK = new RegExp(`^[${INVISIBLE}]*$`, 'u');
/** The invisible characters other than white space: a word with one slipped inside is still the word. */
const HIDDEN = new RegExp(`^(?!\\s)[${INVISIBLE}]$`, 'u');

/** Nothing in it shows: empty, or invisible characters only. */
export const isBlankText = (text: string): boolean => BLANK.test(text);

const SHOWN = new RegExp(`[^${INVISIBLE}]`, 'gu');
/** The characters of the text that show (white space and the other invisible ones not counted). */
export const shownLength = (text: string): number => text.match(SHOWN)?.length ?? 0;

const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;
/**
 * Dropped from a kept text: controls (NUL, ESC…), the bidi embeddings, overrides, isolates and
 * marks (U+202E would turn the rest of a line, and of the page around it, right to left), the
 * deprecated format characters U+206A–U+206F (they change how the rest of a line is shaped and its
 * digits drawn), the interlinear annotation marks U+FFF9–U+FFFB (a renderer that knows them hides
 * the text between them, one that does not shows it: two readings of one text), the BOM and the
 * tag characters (invisible text).
 */
const DROPPED = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

/** The text as it is kept: line breaks become a space, the DROPPED characters go, the ends are trimmed. */
export const cleanUserText = (text: string): string => text.replace(LINE_BREAKS, ' ').replace(DROPPED, '').trim();

/** A text as words are looked for in it, with where each of its code units came from. */
export interface ComparableText {
  /** Each character in its compatibility form (NFKC: `ＱＱ` is `QQ`, `①` is `1`), hidden characters left out. */
  text: string;
  /** For each code unit of `text`: the index in the original text of the character it came from. */
  from: number[];
  /** For each code unit of `text`: the original index just past that character and the hidden ones after it. */
  to: number[];
}

/**
 * The form in which words are compared: `傻\u200B逼`, `傻\u0301逼` and `ＱＱ群` read as `傻逼` and
 * `QQ群`. A span found in `text` is `[from[start], to[end - 1])` of the original.
 */
export function comparableText(original: string): ComparableText {
  const comparable: ComparableText = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of original) {
    const at = index;
    index += char.length;
    if (HIDDEN.test(char)) {
      // Hidden characters after a kept one belong to it: a span ending there takes them along.
      const { to } = comparable;
      for (let unit = to.length - 1; unit >= 0 && to[unit] === at; unit -= 1) to[unit] = index;
      continue;
    }
    const form = char.normalize('NFKC');
    comparable.text += form;
    for (let unit = 0; unit < form.length; unit += 1) {
      comparable.from.push(at);
      comparable.to.push(index);
    }
  }
  return comparable;
}

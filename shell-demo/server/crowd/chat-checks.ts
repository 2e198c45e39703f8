/**
 * What the room's chat does to a sent text before it becomes a line: control, bidi, BOM and tag
 * characters go, the ends are trimmed (user-text.ts), a blank text or one over CHAT_MAX_LENGTH
 * code points is refused, sensitive words are masked ＊＊ — looked for in the text's comparable
 * form, so full-width letters, zero-width characters or combining marks do not hide them. The text
 * is stored as sent otherwise: markup stays text (a client renders it as text), and the server
 * builds none.
 */
import { CHAT_MAX_LENGTH, chatTextLength, isBlankChatText } from '../../../src/contracts/room-crowd';
import { cleanUserText, comparableText } from '../../../src/contracts/user-text';

/**
 * Words a real room masks: insults, the betting and contact spam that floods sports rooms. Matched
 * case-insensitively in the comparable form, also with spaces or punctuation slipped between their
 * characters (傻 逼, 加-微-信).
 */
export const SENSITIVE_WORDS: readonly string[] = [
  '傻逼',
  '煞笔',
  '草泥马',
  '操你',
  '你妈',
  '尼玛',
  '脑残',
  '去死',
  '滚蛋',
  '垃圾裁判',
  '黑哨',
  '假球',
  '加微信',
  '加vx',
  '加v',
  '私聊我',
  '外围盘',
  '博彩',
  '刷单',
  'qq群',
];

export const MASK = '＊＊';

/** Between two characters of a word: nothing, or spaces and punctuation someone slipped in. */
const GAP = '[\\s\\p{P}\\p{S}]*';
const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Longest words first, so 加微信 wins over 加v on the same characters. */
const SENSITIVE_PATTERN = new RegExp(
  [...SENSITIVE_WORDS]
    .sort((a, b) => chatTextLength(b) - chatTextLength(a))
    .map((word) => Array.from(word).map(escape).join(GAP))
    .join('|'),
  'giu',
);

/** The text with every sensitive word (and what was slipped inside it, or combines with it) replaced by ＊＊. */
export function maskSensitiveWords(text: string): string {
  const comparable = comparableText(text);
  let masked = '';
  let kept = 0;
  for (const match of comparable.text.matchAll(SENSITIVE_PATTERN)) {
    const from = Math.max(kept, comparable.from[match.index]!);
    masked += text.slice(kept, from) + MASK;
    kept = comparable.to[match.index + match[0].length - 1]!;
  }
  return masked + text.slice(kept);
}

export type ChatTextVerdict =
  { ok: true; text: string } | { ok: false; problem: 'blank' } | { ok: false; problem: 'too-long'; length: number };

/** The verdict on a sent text: blank, too long, or the text to store (cleaned and masked). */
export function checkChatText(sent: string): ChatTextVerdict {
  if (isBlankChatText(sent)) return { ok: false, problem: 'blank' };
  const text = cleanUserText(sent);
  if (isBlankChatText(text)) return { ok: false, problem: 'blank' };
  const length = chatTextLength(text);
  if (length > CHAT_MAX_LENGTH) return { ok: false, problem: 'too-long', length };
  return { ok: true, text: maskSensitiveWords(text) };
}

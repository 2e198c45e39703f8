/** Which script a text is in: Chinese at all, and the Simplified-only characters a Traditional text must not have. */
import { SIMPLIFIED_ONLY } from '@tests/e2e/support/simplified-only-text';

export const HAN = /\p{Script=Han}/u;

/** The Simplified-only characters of `text`, in order ('' when it has none). */
export const simplifiedIn = (text: string): string => [...text].filter((char) => SIMPLIFIED_ONLY.has(char)).join('');

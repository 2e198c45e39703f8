/**
 * The language a page speaks, set in one place: the words shown (switched live), the calls'
 * `language` header and the push socket's (the server says its names and sentences in it). The app's
 * runtime and `./alerts` mounted alone on a host page both set it so.
 */
import type { LocaleName } from '../../contracts/props';
import { configureHttp } from '../http/http-client';
import { setPushLanguage } from '../socket/push-connection';
import { normalizeLocale } from './locale';
import { switchLocale } from './messages';

/** Shows `locale` and asks the server for `language` (undefined: no header, the server's default). */
export function speakLanguage(locale: LocaleName, language: string | undefined): Promise<void> {
  configureHttp({ language });
  setPushLanguage(language);
  return switchLocale(locale);
}

/**
 * A host's `locale` prop on the web: the locale it names, and its tag as the `language` (as the app's
 * early calls send it). Not passed: the page's language is left as it is (the app's, or zh-CN).
 */
export const speakHostLocale = (tag: string | undefined): Promise<void> =>
  tag === undefined ? Promise.resolve() : speakLanguage(normalizeLocale(tag), normalizeLocale(tag));

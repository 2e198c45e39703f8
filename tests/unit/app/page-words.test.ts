/**
 * The words of the app's own pages (the download pages, the gold page and its mall, the 404 page) in each
 * locale: every word there, none in another locale's script.
 */
import { act } from '@testing-library/react';
import { downloadWords } from '@src/app/pages/download-messages';
import { goldWords } from '@src/app/pages/gold-messages';
import { notFoundWords } from '@src/app/pages/not-found-messages';
import { useLocaleStore } from '@src/platform/i18n/locale-store';
import { itHasEveryWordInEachLocale } from '@tests/unit/support/locale-words';

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe('the download words', () => itHasEveryWordInEachLocale(downloadWords));

describe('the gold words', () => itHasEveryWordInEachLocale(goldWords));

describe('the 404 page words', () => itHasEveryWordInEachLocale(notFoundWords));

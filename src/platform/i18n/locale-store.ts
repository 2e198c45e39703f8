/**
 * The locale the page shows now. The runtime sets it from the host's prop (or the native app's
 * language); components read it through the messages hook, so a change re-renders in place —
 * no remount, the page, its scroll, drafts and the stream stay.
 */
import { create } from 'zustand';
import type { LocaleName } from '../../contracts/props';
import { DEFAULT_LOCALE } from './locale';

interface LocaleState {
  locale: LocaleName;
  setLocale(locale: LocaleName): void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => set({ locale }),
}));

export const currentLocale = (): LocaleName => useLocaleStore.getState().locale;

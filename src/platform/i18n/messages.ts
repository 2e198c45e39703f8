/**
 * Words per locale. A feature keeps its zh-CN words as a plain module beside its code (shipped
 * with it: nothing more on the mainland's first screen) and declares the other locales as lazy
 * chunks, each typed `satisfies LocaleMessages<typeof messages>` so a missing or extra key does
 * not compile. Components read the current locale's words through `useMessages`, which renders
 * again when the locale changes.
 *
 * A switch is atomic: `switchLocale` loads the new locale's words of every feature already on
 * the page before the locale store changes, so the page never shows two languages at once. A
 * feature whose code arrives later (a page's or an overlay's chunk) is shown once its words are
 * here too: the chunk's loader waits on `wordsArrived` (app/routing/lazy-page.ts), so a fan in en
 * never sees zh-CN's words for a moment.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { LocaleName } from '../../contracts/props';
import { report } from '../feedback/monitor';
import { DEFAULT_LOCALE, type LoadedLocale } from './locale';
import { currentLocale, useLocaleStore } from './locale-store';

/** The shape of a feature's words with every text widened to `string`: what another locale must give. */
export type LocaleMessages<M> = M extends (...args: infer A) => string
  ? (...args: A) => string
  : M extends string
    ? string
    : M extends readonly (infer E)[]
      ? readonly LocaleMessages<E>[]
      : { readonly [K in keyof M]: LocaleMessages<M[K]> };

type Loader<M> = () => Promise<{ default: LocaleMessages<M> }>;

export interface MessageBundle<M> {
  /** The words in `locale`: loaded ones, else zh-CN's until they arrive. */
  words(locale: LocaleName): LocaleMessages<M>;
  /** Resolves once `locale`'s words are here (or could not be loaded: zh-CN's stay). */
  load(locale: LocaleName): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Changes when words arrive (the hook's snapshot). */
  version(): number;
}

/** Every bundle defined on the page: a switch loads all of them before it shows. */
const bundles = new Set<MessageBundle<unknown>>();

const isLoaded = (locale: LocaleName): locale is LoadedLocale => locale !== DEFAULT_LOCALE;

export function defineMessages<M>(
  base: M,
  loaders: NoInfer<{ readonly [L in LoadedLocale]: Loader<M> }>,
): MessageBundle<M> {
  const loaded: Partial<Record<LoadedLocale, LocaleMessages<M>>> = {};
  const pending: Partial<Record<LoadedLocale, Promise<void>>> = {};
  const listeners = new Set<() => void>();
  let version = 0;
  const zh = base as LocaleMessages<M>;
  const bundle: MessageBundle<M> = {
    words: (locale) => (isLoaded(locale) ? loaded[locale] : zh) ?? zh,
    load(locale) {
      if (!isLoaded(locale) || loaded[locale]) return Promise.resolve();
      pending[locale] ??= loaders[locale]().then(
        (module: { default: LocaleMessages<M> }) => {
          loaded[locale] = module.default;
          version += 1;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          // A chunk that failed (offline, a deploy): zh-CN stays and the next use tries again.
          delete pending[locale];
          report({ code: 'messages-load-failed', message: `${locale}: ${String(error)}` });
        },
      );
      return pending[locale];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
  bundles.add(bundle as MessageBundle<unknown>);
  return bundle;
}

/** The words of a feature in the page's locale; renders again on a switch and when they arrive. */
export function useMessages<M>(bundle: MessageBundle<M>): LocaleMessages<M> {
  const locale = useLocaleStore((state) => state.locale);
  useSyncExternalStore(bundle.subscribe, bundle.version, bundle.version);
  useEffect(() => {
    void bundle.load(locale);
  }, [bundle, locale]);
  return bundle.words(locale);
}

/** The words now, outside React (a toast, a title set by code). */
export const wordsNow = <M>(bundle: MessageBundle<M>): LocaleMessages<M> => bundle.words(currentLocale());

/**
 * Resolves once every feature defined so far has its words in the page's locale (at once in
 * zh-CN, which ships with the code). A chunk's loader awaits it after the chunk's code has run,
 * so the features the chunk defined show in the right language from their first frame.
 */
export const wordsArrived = (locale: LocaleName = currentLocale()): Promise<void> =>
  Promise.all([...bundles].map((bundle) => bundle.load(locale))).then(() => undefined);

/** A lazy chunk that resolves once the features its code defined have their words: what every chunk loader wraps. */
export const withWords = <T>(chunk: Promise<T>): Promise<T> =>
  chunk.then(async (module) => {
    await wordsArrived();
    return module;
  });

let requested: LocaleName | undefined;

/** Shows `locale`: loads the words of every feature on the page first, then switches them all at once. */
export async function switchLocale(locale: LocaleName): Promise<void> {
  requested = locale;
  if (useLocaleStore.getState().locale === locale) return;
  await wordsArrived(locale);
  // A later switch has taken over while these loaded.
  if (requested === locale) useLocaleStore.getState().setLocale(locale);
}

/** The locale shown, for components that read words through a `Word` (a header tab's). */
export const useLocale = (): LocaleName => useLocaleStore((state) => state.locale);

/** One word of a feature, in any locale: what a descriptor hands the frame (a header tab's label). */
export type Word = (locale: LocaleName) => string;

/** The word `key` of `bundle`, in whichever locale is asked. */
export const wordOf =
  <K extends string, M extends { readonly [key in K]: string }>(bundle: MessageBundle<M>, key: K): Word =>
  (locale) =>
    (bundle.words(locale) as { readonly [key in K]: string })[key];

/**
 * Loaders for a feature whose other locales are a few words each (a header tab's): all three in
 * one small chunk, `{ 'zh-TW': …, 'zh-HK': …, en: … }`, rather than three requests of a few bytes.
 */
export const wordsInOneChunk = <W>(
  load: () => Promise<{ default: { readonly [L in LoadedLocale]: W } }>,
): { readonly [L in LoadedLocale]: () => Promise<{ default: W }> } => ({
  'zh-TW': () => load().then((module) => ({ default: module.default['zh-TW'] })),
  'zh-HK': () => load().then((module) => ({ default: module.default['zh-HK'] })),
  en: () => load().then((module) => ({ default: module.default.en })),
});

/**
 * A `*.locales.ts` module's three locales from one Traditional table: Taiwan reads it as it is,
 * Hong Kong with its own words for the keys in `hongKong` (none: the same as Taiwan), and English
 * its own. The `M` is the zh-CN messages' type, so a missing or extra key does not compile.
 */
export const traditionalAndEnglish = <M>(words: {
  traditional: LocaleMessages<M>;
  hongKong?: Partial<LocaleMessages<M>>;
  en: LocaleMessages<M>;
}): { readonly [L in LoadedLocale]: LocaleMessages<M> } => ({
  'zh-TW': words.traditional,
  // Object.assign, as a generic table cannot be spread.
  'zh-HK': Object.assign({}, words.traditional, words.hongKong),
  en: words.en,
});

import { act, render, screen } from '@testing-library/react';
import {
  defineMessages,
  switchLocale,
  traditionalAndEnglish,
  useMessages,
  withWords,
  wordsNow,
} from '../../../../src/platform/i18n/messages';
import { useLocaleStore } from '../../../../src/platform/i18n/locale-store';
import { plural } from '../../../../src/platform/i18n/plural';

const base = { hello: '你好', count: (n: number) => `${n} 条` } as const;
const words = defineMessages(base, {
  'zh-TW': () => Promise.resolve({ default: { hello: '妳好', count: (n: number) => `${n} 條` } }),
  'zh-HK': () => Promise.resolve({ default: { hello: '你好呀', count: (n: number) => `${n} 條` } }),
  en: () =>
    Promise.resolve({
      default: { hello: 'Hello', count: (n: number) => plural('en', n, { one: '# item', other: '# items' }) },
    }),
});

function Greeting() {
  const text = useMessages(words);
  return (
    <p>
      {text.hello} · {text.count(2)}
    </p>
  );
}

afterEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')));

describe('messages', () => {
  it('shows zh-CN, then switches in place once the new words are loaded', async () => {
    render(<Greeting />);
    expect(screen.getByText('你好 · 2 条')).toBeTruthy();
    await act(() => switchLocale('en'));
    expect(screen.getByText('Hello · 2 items')).toBeTruthy();
    expect(wordsNow(words).count(1)).toBe('1 item');
    await act(() => switchLocale('zh-TW'));
    expect(screen.getByText('妳好 · 2 條')).toBeTruthy();
  });

  it("resolves a lazy chunk once the words its code defined are here: a feature shown later never shows zh-CN's first", async () => {
    await act(() => switchLocale('en'));
    let arrive: (value: { default: { title: string } }) => void = () => undefined;
    const late = { title: '稍后' } as const;
    // The chunk's code defines its words when it runs, as a module of a lazy chunk does.
    const chunk = withWords(
      Promise.resolve().then(() => ({
        words: defineMessages(late, {
          'zh-TW': () => Promise.resolve({ default: { title: '稍後' } }),
          'zh-HK': () => Promise.resolve({ default: { title: '稍後' } }),
          en: () => new Promise((resolve) => (arrive = resolve)),
        }),
      })),
    );
    let settled = false;
    void chunk.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive({ default: { title: 'Later' } });
    const { words: arrived } = await chunk;
    expect(wordsNow(arrived).title).toBe('Later');
  });

  it('keeps the last switch when two overlap', async () => {
    await act(() => Promise.all([switchLocale('zh-HK'), switchLocale('en')]));
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});

describe('plural', () => {
  it('has English one/other and Chinese one form', () => {
    expect(plural('en', 1, { one: '# min', other: '# mins' })).toBe('1 min');
    expect(plural('en', 0, { one: '# min', other: '# mins' })).toBe('0 mins');
    expect(plural('zh-CN', 1, { one: '#分', other: '#分钟' })).toBe('1分钟');
  });
});

describe('the key set', () => {
  it('is checked by the compiler: a locale that misses a key does not compile', () => {
    const loaders = {
      'zh-TW': () => Promise.resolve({ default: { hello: '妳好', count: (n: number) => `${n} 條` } }),
      'zh-HK': () => Promise.resolve({ default: { hello: '你好呀', count: (n: number) => `${n} 條` } }),
      en: () => Promise.resolve({ default: { hello: 'Hello' } }),
    };
    // @ts-expect-error `count` is missing in en
    const bundle = defineMessages(base, loaders);
    expect(bundle.words('zh-CN').hello).toBe('你好');
  });
});

describe('one Traditional table', () => {
  // zh-CN's words, the shape the other locales are typed against.
  type Mainland = { readonly hello: '你好'; readonly network: '网络' };

  it('is Taiwan’s as written, Hong Kong’s with its own words over it, and leaves Taiwan’s untouched', () => {
    const traditional = { hello: '你好', network: '網路' };
    const words = traditionalAndEnglish<Mainland>({
      traditional,
      hongKong: { network: '網絡' },
      en: { hello: 'Hello', network: 'Network' },
    });
    expect(words).toEqual({
      'zh-TW': { hello: '你好', network: '網路' },
      'zh-HK': { hello: '你好', network: '網絡' },
      en: { hello: 'Hello', network: 'Network' },
    });
    expect(traditional.network).toBe('網路');
  });

  it('is Hong Kong’s too when Hong Kong says nothing else', () => {
    const words = traditionalAndEnglish<Mainland>({
      traditional: { hello: '你好', network: '網路' },
      en: { hello: 'Hello', network: 'Network' },
    });
    expect(words['zh-HK']).toEqual(words['zh-TW']);
  });
});

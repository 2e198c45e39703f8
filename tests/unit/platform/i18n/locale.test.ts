import { matchLocale, normalizeLocale } from '../../../../src/platform/i18n/locale';
import { normalizeProps } from '../../../../src/platform/config/runtime-options';

describe('normalizeLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh_SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-hk', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN_us', 'en'],
  ])('%s → %s', (tag, locale) => {
    expect(normalizeLocale(tag)).toBe(locale);
  });

  it('takes anything else as the default and says it names none', () => {
    for (const tag of ['fr', 'ja-JP', '', 42, undefined, null]) {
      expect(matchLocale(tag)).toBeUndefined();
      expect(normalizeLocale(tag)).toBe('zh-CN');
    }
  });
});

describe('the locale prop', () => {
  const defaults = { basename: '/', apiBaseUrl: 'http://api.test' };

  it('maps a tag to its locale without a warning, and sends the header', () => {
    const { options, warnings } = normalizeProps({ locale: 'zh-Hant-HK' }, defaults);
    expect(options.locale).toBe('zh-HK');
    expect(options.languageEnabled).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('warns about an unknown tag and uses zh-CN', () => {
    const { options, warnings } = normalizeProps({ locale: 'fr-FR' }, defaults);
    expect(options.locale).toBe('zh-CN');
    expect(warnings.join()).toMatch(/locale/);
  });
});

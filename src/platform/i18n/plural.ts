/**
 * Plural forms through the platform's own Intl.PluralRules (no library: the browsers we support
 * all have it, and the app needs only English's one/other). Chinese has one form.
 */
import type { LocaleName } from '../../contracts/props';

export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<LocaleName, Intl.PluralRules>();

/** The form of `forms` for `count` in `locale`, its `#` replaced by the count as written. */
export function plural(locale: LocaleName, count: number, forms: PluralForms, written = String(count)): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  const form = rule.select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', written);
}

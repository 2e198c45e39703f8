/** The bench's figure for the other locales' words: one chunk per locale, loaded only for it. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipBytes } from '../lib/gzip-size';
import { failure, kb, metric, type Metric } from '../lib/metrics';
import type { BenchStack } from '../lib/stack';

/** A locale's own words chunk (`words-<locale>`, zh-CN's ship with the code). */
const LOCALE_WORDS = /^words-(en|zh-tw|zh-hk)\.[0-9a-f]+\.js$/;

/**
 * Each other locale's words, loaded only for it: the largest of the three `words-<locale>` chunks
 * is the figure, each one in the note. Beside them, the chunks that hold a feature's three locales
 * at once (`words-frame`, the `*.locales` modules), loaded on the first switch to any of them.
 */
export async function localeWords(stack: BenchStack): Promise<Metric> {
  const label = "each other locale's own words (words-<locale> chunk), gzip, the largest";
  const files = readdirSync(path.join(stack.dist, 'remote')).filter((name) => LOCALE_WORDS.test(name));
  if (files.length !== 3)
    return failure({ id: 'localeWordsKb', label, value: 0, unit: 'KB' }, `${files.length} words chunks, not 3`);
  const sizes = await Promise.all(
    files.map(async (name) => ({ name, bytes: await gzipBytes(`${stack.remoteUrl}/${name}`, stack.tls.cert) })),
  );
  return metric({
    id: 'localeWordsKb',
    label,
    value: kb(Math.max(...sizes.map((size) => size.bytes))),
    unit: 'KB',
    budget: 'localeWordsKb',
    note: sizes.map((size) => `${size.name.split('.')[0]} ${kb(size.bytes).toFixed(1)} KB`).join(', '),
  });
}

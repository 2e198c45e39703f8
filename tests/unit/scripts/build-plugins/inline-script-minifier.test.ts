/**
 * @jest-environment node
 */
import { runtimeConfigScript } from '../../../../dev-env/runtime-config';
import { minifyInlineScript } from '@scripts/build-plugins/inline-script-minifier';
import { storageWarmupScript } from '@scripts/build-plugins/storage-warmup-script';

const bodyOf = (html: string): string => /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

describe("the standalone page's inline scripts, minified", () => {
  it('keeps the runtime config byte for byte: static servers rewrite it between its markers', async () => {
    const config = bodyOf(runtimeConfigScript('__SPORT_INFO_CONFIG__', { apiBaseUrl: ':3100' }));
    await expect(minifyInlineScript(config)).resolves.toBe(config);
  });

  it('takes the indentation and comments out of the others, which still run', async () => {
    const warmup = bodyOf(storageWarmupScript('sport-info:warm-storage'));
    const minified = await minifyInlineScript(warmup);
    expect(minified.length).toBeLessThan(warmup.length * 0.8);
    expect(minified).not.toMatch(/\n\s+|\/\*/);
    expect(() => new Function(minified)).not.toThrow();
  });
});

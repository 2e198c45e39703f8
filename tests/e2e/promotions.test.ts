/**
 * Banners of every type on a page at a phone's size: the web's anchor download page shows the
 * world's pop as a dialog once (not again on the next visit that day), then its strip of red,
 * gain and attention banners; attention asks to follow its streamer.
 */
import { screenshot, stackForFile } from './support/stack';
import { settle } from './support/themes';

const stack = stackForFile(120_000, { shared: true });

it('/anchor-download: the pop once a day, then red, gain and attention in the strip', async () => {
  const { page } = await stack.newPage();
  await page.goto(`${stack.hostUrl}/sport-info/anchor-download`);
  const pop = page.getByRole('dialog', { name: '今日福利 盈利榜等你来' });
  await pop.waitFor({ timeout: 30_000 });
  await page
    .getByRole('dialog')
    .locator('img')
    .evaluate((image: HTMLImageElement) => image.decode());
  await screenshot(page, 'promotions-pop');
  await page.getByRole('button', { name: '关闭活动' }).click();

  const strip = page.getByRole('region', { name: '推荐活动' });
  await strip.waitFor();
  // The slides after the first show their pictures once the first one's has loaded.
  for (const title of ['主播发红包 进房间抢', '金币福利 天天领', '关注主播 开播早知道']) {
    await strip.getByRole('img', { name: title }).first().waitFor({ state: 'attached' });
  }
  await strip.getByRole('img', { name: '主播发红包 进房间抢' }).first().scrollIntoViewIfNeeded();
  await screenshot(page, 'promotions-strip-red');
  await strip.getByRole('img', { name: '关注主播 开播早知道' }).first().click();
  await page.getByRole('dialog', { name: '关注主播' }).waitFor();
  // The dialog fades in: the picture is taken once it has.
  await settle(page);
  await screenshot(page, 'promotions-attention');
  await page.getByRole('button', { name: '以后再说' }).click();

  // The same day, the pop does not come back.
  await page.reload();
  await strip.waitFor();
  await page.waitForTimeout(1000);
  expect(await page.getByRole('dialog').count()).toBe(0);
});

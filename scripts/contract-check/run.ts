/** Runs the check groups in order against one deployment pair and answers every result. */
import { ApiClient } from './api-client';
import { BridgeChecks, FOLLOW_PATH } from './bridge';
import { BrowserSession } from './browser-session';
import { HttpChecks } from './http';
import { startKitServer } from './kit-server';
import { checkDeployHeaders } from './deploy-headers';
import { checkManifest } from './manifest';
import { MountChecks } from './mount';
import { PropsChecks } from './props';
import { checkPush } from './push';
import { checkServerSide } from './server-side';
import { Checks, errorText, type CheckGroup, type CheckResult, type KitOptions } from './types';

export async function runContractCheck(options: KitOptions, root: string): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const wants = (group: CheckGroup) => options.groups.includes(group);
  const api = new ApiClient(options.api, options.signingKey);
  const devServer = await api.isDevServer();

  if (wants('manifest')) results.push(...(await checkManifest(options.manifest, root)).results);
  if (wants('deploy')) results.push(...(await checkDeployHeaders(options.manifest)).results);
  if (wants('server'))
    results.push(...(await checkServerSide(options.manifest, options.api, root, options.timeoutMs)).results);

  const http = new HttpChecks(api, options.signingKey);
  if (['mount', 'props', 'bridge', 'http'].some((group) => wants(group as CheckGroup))) {
    const kitServer = await startKitServer(options.manifest, options.hostReact);
    let browser: BrowserSession | null = null;
    const groups: Checks[] = [];
    try {
      browser = await BrowserSession.open(kitServer.url, options.api, options.timeoutMs);
      const mount = new MountChecks(browser, options.api, kitServer.remote);
      groups.push(mount.checks);
      if (await mount.run()) {
        // The conventions are read off the calls made with the default signer and key: before the props change them.
        if (wants('http')) http.conventions(browser.requests);
        if (wants('props')) {
          const props = new PropsChecks(browser, api, options.signingKey);
          groups.push(props.checks);
          await props.run();
          await browser.update({
            session: null,
            basename: '/sport-info',
            locale: 'zh-CN',
            signingKey: options.signingKey,
          });
        }
        if (wants('bridge') || wants('http')) {
          const bridge = new BridgeChecks(browser, api);
          if (wants('bridge')) groups.push(bridge.checks);
          const inRoom = await bridge.run(devServer);
          if (wants('http') && devServer && inRoom) await http.faults(browser, FOLLOW_PATH);
        }
        await mount.clockFace();
        await mount.unmountClean('SportInfoApp: unmounting the root leaves nothing behind');
      }
    } catch (error) {
      const failed = new Checks('mount');
      failed.fail('browser session', errorText(error));
      groups.push(failed);
    } finally {
      await browser?.close();
      await kitServer.close();
    }
    for (const group of groups) results.push(...group.results);
  }
  if (wants('http')) {
    if (devServer) await http.refusals();
    else http.checks.pass('refusals and fault injection', 'skipped: the API is not the development server');
    results.push(...http.checks.results);
  }
  if (wants('push')) results.push(...(await checkPush(api, devServer, options.timeoutMs)).results);
  return results;
}

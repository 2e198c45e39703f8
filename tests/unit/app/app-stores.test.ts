/** The app's own stores on the store kit: the gold account and the start-up configuration. */
import { useGoldStore } from '../../../src/app/pages/gold-store';
import { useGlobalStore } from '../../../src/platform/global/global-store';
import { configSelectors, useConfigStore } from '../../../src/platform/config/config-store';
import { DEFAULT_COMMON_CONFIG } from '../../../src/contracts/system';
import { goldAccountApi } from '../../../src/platform/config/gold-account-api';
import * as systemApi from '../../../src/platform/config/system-api';
import { httpSettings } from '../../../src/platform/http/http-client';

jest.mock('../../../src/platform/config/system-api');
jest.mock('../../../src/platform/config/gold-account-api');
const api = jest.mocked(systemApi.systemApi);
const goldApi = jest.mocked(goldAccountApi);

const LIMIT = { limit: 500, used: 120 } as Awaited<ReturnType<typeof goldAccountApi.goldDailyLimit>>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  jest.resetAllMocks();
  useGoldStore.getState().reset();
  useConfigStore.getState().reset();
  localStorage.clear();
});

describe('gold store', () => {
  it('loads balance and daily limit together', async () => {
    goldApi.goldBalance.mockResolvedValue(880);
    goldApi.goldDailyLimit.mockResolvedValue(LIMIT);
    await useGoldStore.getState().load();
    expect(useGoldStore.getState().account).toMatchObject({
      status: 'ready',
      data: { balance: 880, dailyLimit: LIMIT },
    });
  });

  it('fails the first load so the page offers a retry', async () => {
    goldApi.goldBalance.mockRejectedValue(new Error('down'));
    goldApi.goldDailyLimit.mockResolvedValue(LIMIT);
    await useGoldStore.getState().load();
    expect(useGoldStore.getState().account.status).toBe('failed');
  });

  it("forgets the previous user's account, and an answer asked for them lands nowhere", async () => {
    const balance = deferred<number>();
    goldApi.goldBalance.mockReturnValue(balance.promise);
    goldApi.goldDailyLimit.mockResolvedValue(LIMIT);
    const loading = useGoldStore.getState().load();
    useGoldStore.getState().clearUserData();
    balance.resolve(999);
    await loading;
    expect(useGoldStore.getState().account).toMatchObject({ status: 'idle', data: null });
  });
});

describe('config store', () => {
  it('falls back to the stored common config, else the defaults, and is ready either way', async () => {
    api.commonConfig.mockRejectedValue(new Error('down'));
    await useConfigStore.getState().loadCommonConfig();
    expect(useConfigStore.getState()).toMatchObject({
      commonConfigStatus: 'ready',
      commonConfig: DEFAULT_COMMON_CONFIG,
    });
  });

  it('drops answers that arrive after a reset', async () => {
    const config = deferred<typeof DEFAULT_COMMON_CONFIG>();
    api.commonConfig.mockReturnValue(config.promise);
    api.domainList.mockResolvedValue({ api: ['http://late'], push: [], file: [] });
    const loading = Promise.all([
      useConfigStore.getState().loadCommonConfig(),
      useConfigStore.getState().loadDomainList('http://api'),
    ]);
    useConfigStore.getState().reset();
    config.resolve({ ...DEFAULT_COMMON_CONFIG, stSportJumpGame: 7 });
    await loading;
    expect(useConfigStore.getState()).toMatchObject({
      commonConfigStatus: 'idle',
      domainListStatus: 'idle',
      domainList: null,
    });
  });

  it('takes the configured sport path, and falls back (stored, else default) when it is not a path', async () => {
    api.commonConfig.mockResolvedValue({ ...DEFAULT_COMMON_CONFIG, stSportPath: '/sport2' });
    await useConfigStore.getState().loadCommonConfig();
    expect(configSelectors.sportPath(useConfigStore.getState())).toBe('/sport2');

    api.commonConfig.mockResolvedValue({ ...DEFAULT_COMMON_CONFIG, stSportPath: 'https://evil.example' });
    await useConfigStore.getState().loadCommonConfig();
    expect(configSelectors.sportPath(useConfigStore.getState())).toBe('/sport2');

    localStorage.clear();
    api.commonConfig.mockResolvedValue({ ...DEFAULT_COMMON_CONFIG, stSportPath: '' });
    await useConfigStore.getState().loadCommonConfig();
    expect(configSelectors.sportPath(useConfigStore.getState())).toBe('/newSport');
  });

  it("keeps the configured host beside the domain list's API domain (the anchor list is asked there)", async () => {
    api.domainList.mockResolvedValue({ api: ['http://api-domain.test'], push: [], file: [] });
    await useConfigStore.getState().loadDomainList('http://configured.test');
    expect(httpSettings()).toMatchObject({
      baseUrl: 'http://api-domain.test',
      configuredBaseUrl: 'http://configured.test',
    });
  });
});

describe('global store: isAutoPlay', () => {
  it('is on by default; the choice is kept on the device and read again by the next visit', () => {
    expect(useGlobalStore.getState().isAutoPlay).toBe(true);
    useGlobalStore.getState().setAutoPlay(false);
    useGlobalStore.getState().reset();
    expect(useGlobalStore.getState().isAutoPlay).toBe(false);
    useGlobalStore.getState().setAutoPlay(true);
    useGlobalStore.getState().reset();
    expect(useGlobalStore.getState().isAutoPlay).toBe(true);
  });
});

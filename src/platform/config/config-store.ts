/**
 * Start-up configuration:
 * the domain list must load before anything renders; common config falls back to the stored
 * values, else to the defaults.
 */
import { DEFAULT_SPORT_PATH, isSportPath } from '../../contracts/host-routes';
import { DEFAULT_COMMON_CONFIG, parseCommonConfig, type CommonConfig, type DomainList } from '../../contracts/system';
import { configureHttp } from '../http/http-client';
import { isHttpError } from '../http/http-error';
import type { LoadStatus } from '../../lib/load-status';
import { readStoredJson, StorageKey, writeStored } from '../storage/local-storage';
import { createDomainStore } from '../store/domain-store';
import { isCancelled } from '../store/store-scope';
import { systemApi } from './system-api';

export interface ConfigState {
  domainListStatus: LoadStatus;
  domainList: DomainList | null;
  /** The server's or the network's words; '' when neither said (the face shows its own line). */
  domainListError: string;
  commonConfigStatus: LoadStatus;
  commonConfig: CommonConfig;
}

interface ConfigActions {
  /**
   * Loads the domain list from the configured API host and points the client at the API domain.
   * `started`: the same call begun earlier (early-start.ts), whose answer is taken instead.
   */
  loadDomainList(apiBaseUrl: string, started?: Promise<DomainList>): Promise<void>;
  /** `started`: the same call begun earlier, as for the domain list. */
  loadCommonConfig(started?: Promise<CommonConfig>): Promise<void>;
}

export const initialConfigState: ConfigState = {
  domainListStatus: 'idle',
  domainList: null,
  domainListError: '',
  commonConfigStatus: 'idle',
  commonConfig: DEFAULT_COMMON_CONFIG,
};

/** An app store of the kit: its reset (the runtime's dispose) makes answers still on their way land nowhere. */
export const useConfigStore = createDomainStore<ConfigState, ConfigActions>(
  'app',
  initialConfigState,
  (set, _get, scope) => ({
    loadDomainList: async (apiBaseUrl, started) => {
      const epoch = scope.epoch();
      set({ domainListStatus: 'loading', domainListError: '' });
      const apply = (domainList: DomainList) => {
        configureHttp({ baseUrl: domainList.api[0] ?? apiBaseUrl, configuredBaseUrl: apiBaseUrl });
        set({ domainList, domainListStatus: 'ready' });
      };
      try {
        const domainList = await (started ?? systemApi.domainList(undefined, { baseUrl: apiBaseUrl }));
        if (!scope.isCurrent(epoch)) return;
        // The stored row keeps its field name `domains`: what a returning device has stored reads as before.
        writeStored(StorageKey.domainList, JSON.stringify({ apiBaseUrl, domains: domainList }));
        apply(domainList);
      } catch (error) {
        if (isCancelled(error) || !scope.isCurrent(epoch)) return;
        // Offline (the network, not the server, failed): the list an earlier visit got from the same
        // address lets the pages show their last-seen data instead of a dead end.
        const stored = isHttpError(error) && error.kind === 'network' ? readStoredDomainList(apiBaseUrl) : null;
        if (stored) return apply(stored);
        set({ domainListStatus: 'failed', domainListError: isHttpError(error) ? error.message : '' });
      }
    },
    loadCommonConfig: async (started) => {
      const epoch = scope.epoch();
      set({ commonConfigStatus: 'loading' });
      const commonConfig = await (started ?? systemApi.commonConfig()).then(
        (answer) => {
          // A sport path no jump could start with falls back as a failed config does: stored, else default.
          const storedPath = readStoredCommonConfig()?.stSportPath;
          const fallback = isSportPath(storedPath) ? storedPath : DEFAULT_SPORT_PATH;
          const fresh = isSportPath(answer.stSportPath) ? answer : { ...answer, stSportPath: fallback };
          writeStored(StorageKey.commonConfig, JSON.stringify(fresh));
          return fresh;
        },
        () => readStoredCommonConfig() ?? DEFAULT_COMMON_CONFIG,
      );
      if (scope.isCurrent(epoch)) set({ commonConfig, commonConfigStatus: 'ready' });
    },
  }),
);

function readStoredCommonConfig(): CommonConfig | null {
  return readStoredJson(StorageKey.commonConfig, (value) => parseCommonConfig(value));
}

function readStoredDomainList(apiBaseUrl: string): DomainList | null {
  return readStoredJson(StorageKey.domainList, (value) => {
    const row = value as { apiBaseUrl?: unknown; domains?: Partial<Record<keyof DomainList, unknown>> };
    const strings = (list: unknown): string[] | null =>
      Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null;
    const api = strings(row.domains?.api);
    const push = strings(row.domains?.push);
    const file = strings(row.domains?.file);
    return row.apiBaseUrl === apiBaseUrl && api && push && file ? { api, push, file } : null;
  });
}

export const configSelectors = {
  pushUrl: (state: ConfigState): string | undefined => state.domainList?.push[0],
  fileBase: (state: ConfigState): string | undefined => state.domainList?.file[0] ?? state.domainList?.api[0],
  sportJumpGame: (state: ConfigState): number => state.commonConfig.stSportJumpGame,
  /**
   * The game id the config will most likely have: its answer once there, else what a failed
   * config falls back to (the stored one, else the default). For reads guessed ahead of it.
   */
  expectedSportJumpGame: (state: ConfigState): number =>
    state.commonConfigStatus === 'ready'
      ? state.commonConfig.stSportJumpGame
      : (readStoredCommonConfig() ?? DEFAULT_COMMON_CONFIG).stSportJumpGame,
  /** The portal's sport path every sport jump starts with (a stored config's may predate the check). */
  sportPath: (state: ConfigState): string =>
    isSportPath(state.commonConfig.stSportPath) ? state.commonConfig.stSportPath : DEFAULT_SPORT_PATH,
};

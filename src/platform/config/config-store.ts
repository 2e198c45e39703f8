/**
 * Start-up configuration (spec section 2 "Behaviour", section 8 "Common config failure"):
 * the domain list must load before anything renders; common config falls back to the stored
 * values, else to the defaults.
 */
import { create } from 'zustand';
import {
  DEFAULT_COMMON_CONFIG,
  parseCommonConfig,
  type CommonConfig,
  type DomainList,
} from '../../contracts/system';
import { configureHttp } from '../http/http-client';
import { isHttpError } from '../http/http-error';
import type { LoadStatus } from '../../lib/load-status';
import { readStoredJson, StorageKey, writeStored } from '../storage/local-storage';
import { fetchCommonConfig, fetchDomainList } from './system-api';


export interface ConfigState {
  domainsStatus: LoadStatus;
  domains: DomainList | null;
  domainsError: string;
  commonConfigStatus: LoadStatus;
  commonConfig: CommonConfig;
}

interface ConfigActions {
  /**
   * Loads the domain list from the configured API host and points the client at the API domain.
   * `started`: the same call begun earlier (early-start.ts), whose answer is taken instead.
   */
  loadDomains(apiBaseUrl: string, started?: Promise<DomainList>): Promise<void>;
  /** `started`: the same call begun earlier, as for the domain list. */
  loadCommonConfig(started?: Promise<CommonConfig>): Promise<void>;
  reset(): void;
}

export const initialConfigState: ConfigState = {
  domainsStatus: 'idle',
  domains: null,
  domainsError: '',
  commonConfigStatus: 'idle',
  commonConfig: DEFAULT_COMMON_CONFIG,
};

export const useConfigStore = create<ConfigState & ConfigActions>()((set) => ({
  ...initialConfigState,
  loadDomains: async (apiBaseUrl, started) => {
    set({ domainsStatus: 'loading', domainsError: '' });
    const apply = (domains: DomainList) => {
      configureHttp({ baseUrl: domains.api[0] ?? apiBaseUrl });
      set({ domains, domainsStatus: 'ready' });
    };
    try {
      const domains = await (started ?? fetchDomainList(apiBaseUrl, { silent: true }));
      writeStored(StorageKey.domainList, JSON.stringify({ apiBaseUrl, domains }));
      apply(domains);
    } catch (error) {
      if (isHttpError(error) && error.kind === 'cancelled') return;
      // Offline (the network, not the server, failed): the list an earlier visit got from the same
      // address lets the pages show their last-seen data instead of a dead end.
      const stored = isHttpError(error) && error.kind === 'network' ? readStoredDomains(apiBaseUrl) : null;
      if (stored) return apply(stored);
      set({ domainsStatus: 'failed', domainsError: isHttpError(error) ? error.message : '加载失败' });
    }
  },
  loadCommonConfig: async (started) => {
    set({ commonConfigStatus: 'loading' });
    try {
      const commonConfig = await (started ?? fetchCommonConfig({ silent: true }));
      writeStored(StorageKey.commonConfig, JSON.stringify(commonConfig));
      set({ commonConfig, commonConfigStatus: 'ready' });
    } catch {
      const stored = readStoredJson(StorageKey.commonConfig, (value) => parseCommonConfig(value));
      set({ commonConfig: stored ?? DEFAULT_COMMON_CONFIG, commonConfigStatus: 'ready' });
    }
  },
  reset: () => set({ ...initialConfigState }),
}));

function readStoredDomains(apiBaseUrl: string): DomainList | null {
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
  pushUrl: (state: ConfigState): string | undefined => state.domains?.push[0],
  fileBase: (state: ConfigState): string | undefined => state.domains?.file[0] ?? state.domains?.api[0],
  sportJumpGame: (state: ConfigState): number => state.commonConfig.stSportJumpGame,
};

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
import { readStoredJson, StorageKey, writeStored } from '../storage/local-storage';
import { fetchCommonConfig, fetchDomainList } from './system-api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ConfigState {
  domainsStatus: LoadStatus;
  domains: DomainList | null;
  domainsError: string;
  commonConfigStatus: LoadStatus;
  commonConfig: CommonConfig;
}

interface ConfigActions {
  /** Loads the domain list from the configured API host and points the client at the API domain. */
  loadDomains(apiBaseUrl: string): Promise<void>;
  loadCommonConfig(): Promise<void>;
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
  loadDomains: async (apiBaseUrl) => {
    set({ domainsStatus: 'loading', domainsError: '' });
    try {
      const domains = await fetchDomainList(apiBaseUrl, { silent: true });
      configureHttp({ baseUrl: domains.api[0] ?? apiBaseUrl });
      set({ domains, domainsStatus: 'ready' });
    } catch (error) {
      if (isHttpError(error) && error.kind === 'cancelled') return;
      set({ domainsStatus: 'failed', domainsError: isHttpError(error) ? error.message : '加载失败' });
    }
  },
  loadCommonConfig: async () => {
    set({ commonConfigStatus: 'loading' });
    try {
      const commonConfig = await fetchCommonConfig({ silent: true });
      writeStored(StorageKey.commonConfig, JSON.stringify(commonConfig));
      set({ commonConfig, commonConfigStatus: 'ready' });
    } catch {
      const stored = readStoredJson(StorageKey.commonConfig, (value) => parseCommonConfig(value));
      set({ commonConfig: stored ?? DEFAULT_COMMON_CONFIG, commonConfigStatus: 'ready' });
    }
  },
  reset: () => set({ ...initialConfigState }),
}));

export const configSelectors = {
  pushUrl: (state: ConfigState): string | undefined => state.domains?.push[0],
  fileBase: (state: ConfigState): string | undefined => state.domains?.file[0] ?? state.domains?.api[0],
  sportJumpGame: (state: ConfigState): number => state.commonConfig.stSportJumpGame,
};

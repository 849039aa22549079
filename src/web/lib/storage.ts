/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value simply is not cached */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
  keys(): string[] {
    try {
      return Object.keys(window.localStorage);
    } catch {
      return [];
    }
  },
};

export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* unavailable */
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* unavailable */
    }
  },
};

/** Keys this app writes itself (besides the legacy keys of docs/product.md#lifecycles). */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'i18nextLng',
  reduceMotion: 'websy_reduce_motion',
  dataSaver: 'websy_data_saver',
  helpDismissed: 'websy_help_card_dismissed',
  returnTo: 'websy_return_to',
  oauthProvider: 'websy_oauth_provider',
} as const;

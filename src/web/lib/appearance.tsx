import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language, PreferenceInput } from '@/shared/schemas/preferences';
import { i18n } from './i18n';
import { STORAGE_KEYS, storage } from './storage';
import {
  applyReduceMotion,
  applyTheme,
  domTheme,
  onSystemThemeChange,
  readStoredTheme,
  type Theme,
} from './theme';

interface AppearanceValue {
  theme: Theme;
  /** True when the theme was chosen (stored), false while following the system. */
  themeIsExplicit: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  reduceMotion: boolean;
  setReduceMotion: (enabled: boolean) => void;
  /** Data saver: no external images (avatars show the initial). */
  dataSaver: boolean;
  setDataSaver: (enabled: boolean) => void;
  setLanguage: (language: Language) => Promise<void>;
  /** Applies values saved on the server without saving them back. */
  applyServerPreferences: (values: {
    theme?: Theme;
    reduceMotion?: boolean;
    dataSaver?: boolean;
    language?: Language;
  }) => void;
}

const AppearanceContext = createContext<AppearanceValue | null>(null);

interface Props {
  children: ReactNode;
  /** Saves a choice for the signed-in user; absent for anonymous visitors. */
  persist?: ((input: PreferenceInput) => void) | undefined;
}

/**
 * Theme (light/dark), reduced motion and language. Anonymous visitors follow the system theme
 * live; an explicit choice is mirrored to localStorage (`theme`) so a reload does not flash, and
 * saved to preferences (type theme, key theme) when signed in.
 */
export function AppearanceProvider({ children, persist }: Props) {
  const [theme, setThemeState] = useState<Theme>(() => domTheme());
  const [themeIsExplicit, setExplicit] = useState(() => readStoredTheme() !== null);
  const [reduceMotion, setReduceMotionState] = useState(
    () => storage.get(STORAGE_KEYS.reduceMotion) === 'true',
  );

  useEffect(() => {
    if (themeIsExplicit) return undefined;
    return onSystemThemeChange((next) => {
      applyTheme(next);
      setThemeState(next);
    });
  }, [themeIsExplicit]);

  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next);
      storage.set(STORAGE_KEYS.theme, next);
      setThemeState(next);
      setExplicit(true);
      persist?.({ preference_type: 'theme', preference_key: 'theme', preference_value: next });
    },
    [persist],
  );

  const setReduceMotion = useCallback((enabled: boolean) => {
    applyReduceMotion(enabled);
    setReduceMotionState(enabled);
  }, []);

  const [dataSaver, setDataSaverState] = useState(() => storage.get(STORAGE_KEYS.dataSaver) === 'true');
  const setDataSaver = useCallback((enabled: boolean) => {
    if (enabled) storage.set(STORAGE_KEYS.dataSaver, 'true');
    else storage.remove(STORAGE_KEYS.dataSaver);
    setDataSaverState(enabled);
  }, []);

  const setLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
      persist?.({ preference_type: 'language', preference_key: 'language', preference_value: language });
    },
    [persist],
  );

  const applyServerPreferences = useCallback<AppearanceValue['applyServerPreferences']>(
    (values) => {
      if (values.theme) {
        applyTheme(values.theme, { animate: false });
        storage.set(STORAGE_KEYS.theme, values.theme);
        setThemeState(values.theme);
        setExplicit(true);
      }
      if (values.reduceMotion !== undefined) {
        applyReduceMotion(values.reduceMotion);
        setReduceMotionState(values.reduceMotion);
      }
      if (values.dataSaver !== undefined) setDataSaver(values.dataSaver);
      if (values.language && values.language !== i18n.resolvedLanguage)
        void i18n.changeLanguage(values.language);
    },
    [setDataSaver],
  );

  const value = useMemo<AppearanceValue>(
    () => ({
      theme,
      themeIsExplicit,
      setTheme,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
      reduceMotion,
      setReduceMotion,
      dataSaver,
      setDataSaver,
      setLanguage,
      applyServerPreferences,
    }),
    [
      theme,
      themeIsExplicit,
      setTheme,
      reduceMotion,
      setReduceMotion,
      dataSaver,
      setDataSaver,
      setLanguage,
      applyServerPreferences,
    ],
  );

  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}

export function useAppearance(): AppearanceValue {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>');
  return value;
}

import { createInstance } from 'i18next';
import en from '@/shared/i18n/locales/en/analytics.json';
import es from '@/shared/i18n/locales/es/analytics.json';
import pt from '@/shared/i18n/locales/pt/analytics.json';
import type { Language } from '@/shared/schemas/preferences';
import type { Analytics } from '../api/client';
import type { AnalyticsContext } from './context';

/** Twelve 'YYYY-MM' months ending in November 2026. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const date = new Date(Date.UTC(2025, 11 + i, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
});

/** An agency's analytics as GET /api/analytics answers them, with the given changes. */
export function buildAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    projects_by_status: [
      { status: 'development', count: 7 },
      { status: 'production', count: 2 },
      { status: 'paused', count: 1 },
      { status: 'maintenance', count: 2 },
    ],
    projects_per_month: MONTHS.map((month, i) => ({ month, count: i === 11 ? 3 : i % 3 === 0 ? 1 : 0 })),
    technologies: [
      { technology: 'React', count: 3 },
      { technology: 'PostgreSQL', count: 2 },
      { technology: 'Node.js', count: 2 },
    ],
    tasks_per_month: MONTHS.map((month, i) => ({ month, completed: i + 1, overdue: i === 10 ? 2 : 0 })),
    revenue_per_month: MONTHS.map((month, i) => ({ month, amount: i === 11 ? 4200 : i === 10 ? 1500.5 : 0 })),
    ...overrides,
  };
}

/** A context with the real `analytics` catalogue of a language, as the browser loads it. */
export function contextFor(language: Language): AnalyticsContext {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'es',
    initAsync: false,
    ns: ['analytics'],
    defaultNS: 'analytics',
    interpolation: { escapeValue: false },
    resources: { es: { analytics: es }, en: { analytics: en }, pt: { analytics: pt } },
  });
  return { t: (key, options) => i18n.t(key, options ?? {}), language };
}

/** Business constants of docs/product.md#limits shared by server and client. */
export const APP_VERSION = '1.0.0';
export const APP_NAME = 'Websy';

export const LIMITS = {
  uploadBytes: 52_428_800,
  projectsPerUser: 100,
  collaboratorsPerProject: 20,
  uploadsPerDay: 100,
  projectPageSize: 10,
  notificationPageSize: 50,
  /** The built-in calendar (decision 0029): attendees per event, days one listing may span. */
  calendarAttendees: 50,
  calendarWindowDays: 366,
} as const;

export const QUERY_CACHE = { staleMs: 5 * 60_000, gcMs: 10 * 60_000, retry: 1 } as const;

export const ERROR_BOUNDARY = { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 10_000 } as const;

export const TIMINGS = {
  loadingHintMs: 10_000,
  helpPromptMs: 30_000,
  themeTransitionMs: 300,
  backendToastDurationMs: 5000,
  notificationToastDurationMs: 4000,
} as const;

export const TOASTS = {
  backend: { visible: 1, durationMs: 5000, swipeThreshold: 50 },
  notification: { visible: 3, durationMs: 4000, gap: 14, width: 356, hotkey: ['altKey', 'KeyT'] },
} as const;

export const BREAKPOINTS = { mobile: 768, desktop: 1024 } as const;

export const FEATURE_FLAGS = {
  realtimeCollaboration: true,
  advancedAnalytics: true,
  automation: true,
  fileManagement: true,
  codeEditor: true,
  notifications: true,
} as const;

/** The largest JSON request body the API reads (413 beyond it); file uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The largest body of a sign-in, sign-up or other auth form. */
export const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

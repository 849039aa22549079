export * from './users';
export * from './auth';
export * from './user-preferences';
export * from './notification-settings';
export * from './security-logs';
export * from './mail-outbox';

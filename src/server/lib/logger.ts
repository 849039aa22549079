import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: pino.Level | 'silent'): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        '*.newPassword',
        'currentPassword',
        '*.token',
        'token',
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}

import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../../shared/errors';
import type { AppEnv } from './context';

/** Every module's router: request validation failures become one VALIDATION error. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION', {
          details: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      }
    },
  });
}

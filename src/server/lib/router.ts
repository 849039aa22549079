import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../../shared/errors';
import type { AppEnv } from './context';

type ValidationResult =
  | { success: true }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

/** Request validation failures become one VALIDATION error, with an optional combined message key. */
export function validationHook(messageKey?: string) {
  return (result: ValidationResult): undefined => {
    if (!result.success) {
      throw new AppError('VALIDATION', {
        ...(messageKey && { message: messageKey }),
        details: result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      });
    }
    return undefined;
  };
}

/** Every module's router. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook() });
}

import { z } from '@hono/zod-openapi';
import { errorCodes } from '../../shared/errors';

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorCodes) as [keyof typeof errorCodes, ...(keyof typeof errorCodes)[]]),
      message: z.string(),
      details: z.unknown().optional(),
      errorId: z.string().optional(),
    }),
  })
  .openapi('Error', {
    example: { error: { code: 'UNAUTHENTICATED', message: 'Inicia sesión para continuar.' } },
  });

const errorContent = { 'application/json': { schema: errorResponseSchema } };

export const errorResponses = {
  400: { description: 'Invalid input', content: errorContent },
  401: { description: 'Not signed in or session expired', content: errorContent },
  403: { description: 'Not allowed', content: errorContent },
  404: { description: 'Not found (or not visible to the caller)', content: errorContent },
  500: { description: 'Unexpected error (logged with an id)', content: errorContent },
} as const;

export const jsonBody = <T extends z.ZodType>(schema: T, example?: unknown) => ({
  required: true,
  content: { 'application/json': { schema, ...(example !== undefined && { example }) } },
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string, example?: unknown) => ({
  description,
  content: { 'application/json': { schema, ...(example !== undefined && { example }) } },
});

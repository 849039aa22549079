import { createRoute, z } from '@hono/zod-openapi';
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
  409: {
    description:
      'Conflict: a duplicate, a related record, a limit, or VERSION_CONFLICT (the record changed since the `version` sent; `details.current` holds it as it is now)',
    content: errorContent,
  },
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

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Only the parts a route has, so the typed client asks for nothing else. */
type Nothing = Record<never, never>;
type RequestOf<P, Q, B> = (P extends z.ZodObject ? { params: P } : Nothing) &
  (Q extends z.ZodObject ? { query: Q } : Nothing) &
  (B extends z.ZodType ? { body: ReturnType<typeof jsonBody<B>> } : Nothing);

/** What a route is made of; `defineRoute` turns it into an OpenAPI route. */
type RouteSpec<M, Pa, P, Q, B, R, S> = {
  method: M;
  path: Pa;
  tag: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyExample?: unknown;
  response?: R;
  responseExample?: unknown;
  status?: S;
};

/** The `{id}` path parameter (a uuid) of a route on one row. */
export const idParams = z.object({ id: z.uuid() });

/** `{ [key]: schema }`: a response (or body) holding one thing under its name. */
export const withKey = <const K extends string, S extends z.ZodType>(key: K, schema: S) =>
  z.object({ [key]: schema } as { [P in K]: S });

/**
 * Shorthand for createRoute with our conventions: JSON body and response with examples, the
 * shared error responses, 204 when `response` is omitted.
 */
export function defineRoute<
  const M extends Method,
  const Pa extends string,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
  S extends 200 | 201 = 200,
>(spec: RouteSpec<M, Pa, P, Q, B, R, S>) {
  const status = spec.status ?? 200;
  const request = {
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { query: spec.query }),
    ...(spec.body && { body: jsonBody(spec.body, spec.bodyExample) }),
  } as RequestOf<P, Q, B>;
  const responses = (
    spec.response
      ? { [status]: jsonContent(spec.response, spec.summary, spec.responseExample), ...errorResponses }
      : { 204: { description: 'Done' }, ...errorResponses }
  ) as R extends z.ZodType
    ? { [K in S]: ReturnType<typeof jsonContent<R>> } & typeof errorResponses
    : { 204: { description: string } } & typeof errorResponses;
  const config = {
    method: spec.method,
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    request,
    responses,
  } as {
    method: M;
    path: Pa;
    tags: string[];
    summary: string;
    request: RequestOf<P, Q, B>;
    responses: typeof responses;
  };
  return createRoute<Pa, typeof config>(config);
}

type Parts<P, Q, B, R, S> = Omit<
  RouteSpec<never, never, P, Q, B, R, S>,
  'method' | 'path' | 'tag' | 'summary'
>;
/** A route's path parameters: those given, else `idParams` when the path names `{id}`. */
type ParamsOf<Pa, P> = P extends z.ZodObject
  ? P
  : Pa extends `${string}{id}${string}`
    ? typeof idParams
    : undefined;

function verb<const M extends Method>(tag: string, method: M) {
  return <
    const Pa extends string,
    P extends z.ZodObject | undefined = undefined,
    Q extends z.ZodObject | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    R extends z.ZodType | undefined = undefined,
    S extends 200 | 201 = 200,
  >(
    path: Pa,
    summary: string,
    parts: Parts<P, Q, B, R, S> = {},
  ) => {
    const params = (parts.params ?? (path.includes('{id}') ? idParams : undefined)) as ParamsOf<Pa, P>;
    return defineRoute<M, Pa, ParamsOf<Pa, P>, Q, B, R, S>({ method, path, tag, summary, ...parts, params });
  };
}

/**
 * `defineRoute` for the routes of one tag: `route.get(path, summary, { query, response, … })`.
 * A path naming `{id}` gets `idParams` unless `params` says otherwise.
 */
export function routesTagged(tag: string) {
  return {
    get: verb(tag, 'get'),
    post: verb(tag, 'post'),
    put: verb(tag, 'put'),
    patch: verb(tag, 'patch'),
    delete: verb(tag, 'delete'),
  };
}

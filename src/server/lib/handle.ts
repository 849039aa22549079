import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { HonoRequest } from 'hono/request';
import type { JSONParsed } from 'hono/utils/types';
import type { Caller, Database } from '../db/client';
import { requireCaller } from './caller';
import type { AppEnv, Deps } from './context';

/** The context Hono gives the route's handler: typed path, params, query and body. */
type RouteContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];
type Validated<R extends RouteConfig> =
  RouteContext<R>['req'] extends HonoRequest<string, infer O> ? O : Record<never, never>;
type Success<R extends RouteConfig> = Extract<keyof R['responses'], 200 | 201 | 204>;

/** What a public operation's wiring gets: the dependencies, the context and the validated input. */
export type PublicCall<R extends RouteConfig> = {
  db: Database;
  deps: Deps;
  c: RouteContext<R>;
} & Validated<R>;
/** The same for a signed-in caller (401 otherwise). */
export type Call<R extends RouteConfig> = PublicCall<R> & { caller: Caller };

type Answer<R extends RouteConfig, T> = Response &
  (Success<R> extends 204
    ? TypedResponse<null, 204, 'body'>
    : TypedResponse<JSONParsed<T>, Success<R>, 'json'>);
type Wrapped<K extends string | undefined, T> = K extends string ? { [P in K]: T } : T;
type Bound<R extends RouteConfig, T> = readonly [
  route: R,
  handler: (c: RouteContext<R>) => Promise<Answer<R, T>>,
];

function successStatus(route: RouteConfig): 200 | 201 | 204 {
  const codes = Object.keys(route.responses).map(Number);
  return ([201, 204] as const).find((code) => codes.includes(code)) ?? 200;
}

function bind<R extends RouteConfig, C, T>(
  route: R,
  callOf: (c: RouteContext<R>) => C,
  key: string | undefined,
  op: (call: C) => unknown,
): Bound<R, T> {
  const status = successStatus(route);
  const handler = async (c: Context<AppEnv>) => {
    const result = await op(callOf(c as RouteContext<R>));
    if (status === 204) return c.body(null, 204);
    return c.json((key === undefined ? result : { [key]: result }) as object, status);
  };
  return [route, handler as unknown as Bound<R, T>[1]];
}

function publicCall<R extends RouteConfig>(c: RouteContext<R>): PublicCall<R> {
  const { req } = c as unknown as Context<AppEnv, string, { out: Record<string, unknown> }>;
  const valid = req.valid.bind(req) as (target: 'param' | 'query' | 'json') => unknown;
  return {
    db: c.var.deps.db,
    deps: c.var.deps,
    c,
    param: valid('param'),
    query: valid('query'),
    json: valid('json'),
  } as unknown as PublicCall<R>;
}

function call<R extends RouteConfig>(c: RouteContext<R>): Call<R> {
  const caller = requireCaller(c as unknown as Context<AppEnv>);
  return { ...publicCall(c), caller };
}

/**
 * A route and its handler, for `router.openapi(...handle(route, op))`: the operation gets the
 * database, the signed-in caller (401 otherwise) and the validated input; what it returns is the
 * response body (under `key` when given), with the route's success status (204: no body).
 */
export function handle<R extends RouteConfig, T>(
  route: R,
  op: (call: Call<R>) => Promise<T> | T,
): Bound<R, T>;
export function handle<R extends RouteConfig, const K extends string, T>(
  route: R,
  key: K,
  op: (call: Call<R>) => Promise<T> | T,
): Bound<R, Wrapped<K, T>>;
export function handle<R extends RouteConfig>(
  route: R,
  keyOrOp: string | ((call: Call<R>) => unknown),
  op?: (call: Call<R>) => unknown,
) {
  return typeof keyOrOp === 'string'
    ? bind(route, call, keyOrOp, op!)
    : bind(route, call, undefined, keyOrOp);
}

/** `handle` for a route anyone may call: no caller. */
export function handlePublic<R extends RouteConfig, T>(
  route: R,
  op: (call: PublicCall<R>) => Promise<T> | T,
): Bound<R, T> {
  return bind(route, publicCall, undefined, op);
}

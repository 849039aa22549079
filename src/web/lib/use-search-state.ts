import { useMemo, useRef } from 'react';
import { type NavigateOptions, type URLSearchParamsInit, useSearchParams } from 'react-router';

/**
 * A screen's state kept in the address's query (filters, sort, page), read with `parse` and
 * written with `serialize`. `update` applies a change to the state last asked for: the address
 * catches up a render later, so two changes made before it does (a filter typed while the page
 * hydrated, handed over as the app starts, then the next one; two fields filled at once) build
 * on each other instead of the second undoing the first.
 */
export function useSearchState<T extends object>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParamsInit,
): [T, (change: (current: T) => T, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [params, parse]);
  /** The state last asked for, and the query it was asked on: stale once the query has changed. */
  const asked = useRef<{ on: URLSearchParams; state: T } | null>(null);
  const update = (change: (current: T) => T, options?: NavigateOptions) => {
    const current = asked.current?.on === params ? asked.current.state : state;
    const next = change(current);
    asked.current = { on: params, state: next };
    setParams(serialize(next), options);
  };
  return [state, update];
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading the schema (call when the user reaches the form). */
  preload: () => void;
};

/**
 * react-hook-form's zod resolver whose schema (and zod with it) loads on first use, so a public
 * form renders without them: `preload` on the form's first focus, or at the first validation.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T>>,
): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

/**
 * Build plugin: translation namespaces load with the code that uses them.
 *
 * The browser bundles only the Spanish catalogues of the app shell (`boot`); every other
 * catalogue is a chunk of its own (src/web/lib/i18n.ts). So that a lazy screen never shows raw
 * keys, each `import('…')` of our own code is rewritten to
 * `withNamespaces(import('…'), [namespaces])`: the namespaces used by the imported module and
 * everything it imports statically load in parallel with its chunk, and the import resolves when
 * both are there. The namespaces come from the code itself: `useTranslation('x' | [...])`,
 * `{ ns: 'x' }`, and `'x:key'` literals (schemas' messages, title keys, navigation labels).
 * The build fails when the entry bundle itself uses a namespace that is not bundled. The map of
 * lazy module → namespaces is written to `.vite/i18n-namespaces.json` (the bundle budget reads it).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const NAMESPACES_FILE = '.vite/i18n-namespaces.json';

const PLACEHOLDER = '__WEBSY_NAMESPACES__';
const RUNTIME_NAME = '__websyWithNamespaces';

/** Namespaces a module translates with (see the header); `useTranslation()` means the default one. */
export function namespacesIn(code: string, known: readonly string[], defaultNamespace: string): Set<string> {
  const found = new Set<string>();
  const names = (list: string) => {
    for (const [, , name] of list.matchAll(/(["'`])(\w+)\1/g)) if (known.includes(name!)) found.add(name!);
  };
  for (const [, args] of code.matchAll(/\buseTranslation\(\s*(\[[^\]]*\]|(["'`])\w+\2)?/g)) {
    if (args) names(args);
    else found.add(defaultNamespace);
  }
  for (const [, list] of code.matchAll(/\bns:\s*(\[[^\]]*\]|(["'`])\w+\2)/g)) names(list!);
  const literal = new RegExp(`(["'\`])(${known.join('|')}):[\\w.$]`, 'g');
  for (const [, , name] of code.matchAll(literal)) found.add(name!);
  return found;
}

const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;

/** Every `import("specifier")` with a literal specifier, as `[whole match, specifier]`. */
export function dynamicImportsIn(code: string): [string, string][] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((m) => [m[0], m[2]!]);
}

/**
 * `code` with every `import("specifier")` call, each where it stands, replaced by what `wrap`
 * makes of it (left as it is when `wrap` returns null). The same call written twice (one module
 * imported by two routes) is wrapped twice, once in each place.
 */
export function wrapDynamicImports(
  code: string,
  wrap: (call: string, specifier: string) => string | null,
): string {
  return code.replace(
    DYNAMIC_IMPORT,
    (call: string, _quote: string, specifier: string) => wrap(call, specifier) ?? call,
  );
}

/** A module and everything it imports statically. */
export function staticClosure(id: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...importsOf(next));
  }
  return seen;
}

/** The namespaces of a module and of everything it imports statically, sorted. */
export function closureNamespaces(
  id: string,
  importsOf: (id: string) => readonly string[],
  own: (id: string) => Iterable<string>,
): string[] {
  const found = new Set<string>();
  for (const module of staticClosure(id, importsOf)) for (const ns of own(module)) found.add(ns);
  return [...found].sort();
}

export interface I18nNamespacesOptions {
  /** Every namespace of the catalogues. */
  namespaces: readonly string[];
  defaultNamespace: string;
  /** Namespaces bundled with the entry (Spanish): the only ones entry code may use. */
  boot: readonly string[];
  /** Absolute path of the module exporting `withNamespaces(promise, namespaces)`. */
  runtime: string;
  /** Modules whose strings the browser translates (and whose dynamic imports are wrapped). */
  include: RegExp;
}

export function i18nNamespaces(options: I18nNamespacesOptions): Plugin {
  const used = new Map<string, Set<string>>();
  const own = (id: string) => used.get(id) ?? [];
  const lazyModules = new Set<string>();
  let root = '';
  return {
    name: 'websy:i18n-namespaces',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!options.include.test(id)) return null;
      used.set(id, namespacesIn(code, options.namespaces, options.defaultNamespace));
      if (id === options.runtime) return null;
      const targets = new Map<string, string>();
      for (const specifier of new Set(dynamicImportsIn(code).map(([, specifier]) => specifier))) {
        const target = await this.resolve(specifier, id);
        if (!target || target.external || !options.include.test(target.id)) continue;
        lazyModules.add(target.id);
        targets.set(specifier, target.id);
      }
      const rewritten = wrapDynamicImports(code, (call, specifier) => {
        const target = targets.get(specifier);
        return target === undefined ? null : `${RUNTIME_NAME}(${call}, "${PLACEHOLDER}${target}")`;
      });
      if (rewritten === code) return null;
      const runtime = JSON.stringify(options.runtime);
      // On the first line, so the lines of the module keep their numbers in its source map.
      return {
        code: `import { withNamespaces as ${RUNTIME_NAME} } from ${runtime}; ${rewritten}`,
        map: null,
      };
    },
    renderChunk(code) {
      if (!code.includes(PLACEHOLDER)) return null;
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const pattern = new RegExp(`(["'\`])${PLACEHOLDER}(.+?)\\1`, 'g');
      return {
        code: code.replace(pattern, (_, _quote, id: string) =>
          JSON.stringify(closureNamespaces(id, importsOf, own)),
        ),
        map: null,
      };
    },
    generateBundle(_, bundle) {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const map = Object.fromEntries(
        [...lazyModules]
          .map(
            (id) =>
              [
                path.relative(root, id).split(path.sep).join('/'),
                closureNamespaces(id, importsOf, own),
              ] as const,
          )
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      this.emitFile({ type: 'asset', fileName: NAMESPACES_FILE, source: JSON.stringify(map, null, 1) });
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const missing = closureNamespaces(chunk.facadeModuleId, importsOf, own).filter(
          (ns) => !options.boot.includes(ns),
        );
        if (missing.length > 0) {
          const users = [...staticClosure(chunk.facadeModuleId, importsOf)].filter((id) =>
            missing.some((ns) => used.get(id)?.has(ns)),
          );
          this.error(
            `the entry bundle uses the namespaces ${missing.join(', ')}, which are not bundled ` +
              `(src/web/lib/i18n.ts): lazy-load the code or bundle them. Used in: ${users.join(', ')}`,
          );
        }
      }
    },
  };
}

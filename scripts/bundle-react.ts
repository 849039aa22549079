/**
 * The browser runs React DOM itself (docs/decisions/0046): what the unit tests render with is what
 * ships. These checks fail when an alias of the bundler sends `react` or `react-dom` elsewhere
 * (a compatibility layer such as `preact/compat`), when a package replacing them is a dependency,
 * or when the built scripts do not carry React DOM's own code.
 */

/** The module names the app imports React through: none may be aliased. */
export const REACT_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
] as const;

/** Packages that stand in for React in the browser. */
export const REACT_STAND_INS = ['preact', '@preact/compat', 'inferno-compat', 'nervjs'] as const;

interface Alias {
  find: string | RegExp;
  replacement: string;
}

/** The aliases (as Vite resolves them) that would send one of React's modules elsewhere. */
export function reactAliases(aliases: readonly Alias[]): string[] {
  return aliases.flatMap(({ find, replacement }) =>
    REACT_MODULES.filter((name) => (typeof find === 'string' ? find === name : find.test(name))).map(
      (name) => `${name} → ${replacement}`,
    ),
  );
}

/** The stand-ins for React among `dependencies` and `devDependencies` of package.json. */
export function reactStandIns(manifest: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): string[] {
  const names = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  return REACT_STAND_INS.filter((name) => names.has(name));
}

/**
 * Whether a built script is React DOM's client of `version`: it registers itself with React's
 * developer tools under its package name and version (`rendererPackageName: 'react-dom'`).
 */
export function isReactDomClient(code: string, version: string): boolean {
  const quoted = (text: string) => `[\`"']${text.replace(/\./g, '\\.')}[\`"']`;
  const renderer = new RegExp(
    `version:\\s*${quoted(version)},\\s*rendererPackageName:\\s*${quoted('react-dom')}`,
  );
  return renderer.test(code);
}

/** Whether a built script holds Preact (its hook and VNode option names survive minification). */
export function holdsPreact(code: string): boolean {
  return /__PREACT_DEVTOOLS__|preact\/compat|\.__preactattr_/.test(code);
}

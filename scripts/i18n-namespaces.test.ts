import { describe, expect, it } from 'vitest';
import { closureNamespaces, dynamicImportsIn, namespacesIn, wrapDynamicImports } from './i18n-namespaces';

const known = ['common', 'errors', 'projects', 'validation', 'shell', 'home'];
const found = (code: string) => [...namespacesIn(code, known, 'common')].sort();

describe('namespacesIn', () => {
  it('reads useTranslation with one namespace, a list, or none (the default)', () => {
    expect(found(`const { t } = useTranslation("projects");`)).toEqual(['projects']);
    expect(found(`useTranslation(['home', "shell"])`)).toEqual(['home', 'shell']);
    expect(found(`const { t } = useTranslation();`)).toEqual(['common']);
  });

  it('reads ns options and namespaced key literals (title keys, schema messages, labels)', () => {
    expect(found(`t('title', { ns: 'errors' })`)).toEqual(['errors']);
    expect(found(`{ ns: ["home", "projects"] }`)).toEqual(['home', 'projects']);
    expect(found(`export const handle = { titleKey: 'projects:titles.list' }`)).toEqual(['projects']);
    expect(found('z.string().min(1, "validation:required")')).toEqual(['validation']);
    expect(found('t(`shell:nav.${id}`)')).toEqual(['shell']);
  });

  it('ignores words that are not namespaces and text that only looks alike', () => {
    expect(found(`useTranslation("unknown"); const url = "https://x"; const a = "mailto:x"`)).toEqual([]);
    expect(found(`const label = "projects"; const text = "see errors: none"`)).toEqual([]);
  });
});

describe('dynamicImportsIn', () => {
  it('finds import() calls with a literal specifier only', () => {
    const code = `lazy: () => import("./routes/home"), x = import('jspdf'), y = import(name)`;
    expect(dynamicImportsIn(code)).toEqual([
      ['import("./routes/home")', './routes/home'],
      ["import('jspdf')", 'jspdf'],
    ]);
  });
});

describe('wrapDynamicImports', () => {
  it('wraps each call where it stands, the same call written twice included, once each', () => {
    const code = `a = () => import('./x'); b = () => import('./x'); c = () => import("./y"); d = import(name);`;
    expect(wrapDynamicImports(code, (call, specifier) => (specifier === './x' ? `w(${call})` : null))).toBe(
      `a = () => w(import('./x')); b = () => w(import('./x')); c = () => import("./y"); d = import(name);`,
    );
  });
});

describe('closureNamespaces', () => {
  it('unites the namespaces of a module and of everything it imports statically, cycles included', () => {
    const imports: Record<string, string[]> = {
      route: ['form', 'shared'],
      form: ['schema', 'route'],
      schema: [],
      shared: ['schema'],
      lazyDialog: ['other'],
    };
    const own: Record<string, string[]> = {
      route: ['projects'],
      form: ['common'],
      schema: ['validation'],
      shared: [],
      other: ['home'],
    };
    expect(
      closureNamespaces(
        'route',
        (id) => imports[id] ?? [],
        (id) => own[id] ?? [],
      ),
    ).toEqual(['common', 'projects', 'validation']);
  });
});

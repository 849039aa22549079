import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import type { RouteBudget } from './bundle-budget';
import { shellChunks } from './chunk-groups';

const root = '/app';
const at = (file: string) => `${root}/src/${file}`;

/** A module graph by static imports, as the bundler's chunking context answers it. */
function graph(imports: Record<string, string[]>): ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in imports ? ({ importedIds: imports[id] } as unknown as ModuleInfo) : null,
  };
}

const routes: RouteBudget[] = [
  {
    path: '/login',
    modules: ['src/web/app/layouts/auth-layout.tsx', 'src/web/app/routes/login.tsx'],
    budgetKiB: 150,
  },
  {
    path: '/dashboard',
    modules: ['src/web/app/layouts/app-layout.tsx', 'src/web/app/routes/dashboard.tsx'],
    budgetKiB: 200,
  },
];

describe('the chunks of what the signed-in shell imports', () => {
  const ctx = graph({
    [at('web/main.tsx')]: [at('web/lib/i18n.ts')],
    [at('web/lib/i18n.ts')]: [],
    [at('web/app/layouts/auth-layout.tsx')]: [at('web/components/card.tsx')],
    [at('web/app/routes/login.tsx')]: [],
    [at('web/app/layouts/app-layout.tsx')]: [
      at('web/lib/i18n.ts'),
      at('web/components/card.tsx'),
      at('web/app/layouts/app-shell/app-header.tsx'),
      '/app/node_modules/lucide-react/dist/esm/lucide-react.js',
    ],
    [at('web/app/layouts/app-shell/app-header.tsx')]: [at('web/features/notifications/bell.tsx')],
    [at('web/features/notifications/bell.tsx')]: [at('web/app/routes/dashboard.tsx')],
    [at('web/components/card.tsx')]: [],
    [at('web/app/routes/dashboard.tsx')]: [],
  });
  const name = shellChunks(routes, { root, entry: 'src/web/main.tsx' });

  it('puts what only the shell imports, however deep, in `signed-in`', () => {
    expect(name(at('web/app/layouts/app-shell/app-header.tsx'), ctx)).toBe('signed-in');
    expect(name(at('web/features/notifications/bell.tsx'), ctx)).toBe('signed-in');
  });

  it('puts what a signed-out screen imports too in `common`', () => {
    expect(name(at('web/components/card.tsx'), ctx)).toBe('common');
  });

  it("leaves alone the entry's modules, the routes' own modules and packages", () => {
    expect(name(at('web/lib/i18n.ts'), ctx)).toBeNull();
    expect(name(at('web/app/layouts/app-layout.tsx'), ctx)).toBeNull();
    expect(name(at('web/app/routes/dashboard.tsx'), ctx)).toBeNull();
    expect(name('/app/node_modules/lucide-react/dist/esm/lucide-react.js', ctx)).toBeNull();
    expect(name(at('web/app/routes/login.tsx'), ctx)).toBeNull();
  });
});

import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import type { RouteBudget } from './bundle-budget';
import { barrelParts, importedNames, shellChunks } from './chunk-groups';

const root = '/app';
const at = (file: string) => `${root}/src/${file}`;

/** A module graph by static imports (and each module's code, when given), as the bundler's chunking context answers it. */
function graph(imports: Record<string, string[]>, code: Record<string, string> = {}): ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in imports ? ({ importedIds: imports[id], code: code[id] ?? '' } as unknown as ModuleInfo) : null,
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
  {
    path: '/proyectos',
    modules: ['src/web/app/layouts/app-layout.tsx', 'src/web/app/routes/projects.tsx'],
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
      '/app/node_modules/clsx/dist/clsx.mjs',
    ],
    [at('web/app/layouts/app-shell/app-header.tsx')]: [at('web/features/notifications/bell.tsx')],
    [at('web/features/notifications/bell.tsx')]: [at('web/app/routes/login.tsx')],
    [at('web/components/card.tsx')]: [],
    [at('web/app/routes/dashboard.tsx')]: [at('web/components/page-header.tsx')],
    [at('web/app/routes/projects.tsx')]: [
      at('web/components/page-header.tsx'),
      at('web/components/progress.tsx'),
    ],
    [at('web/components/page-header.tsx')]: [],
    [at('web/components/progress.tsx')]: [],
    '/app/node_modules/clsx/dist/clsx.mjs': [],
  });
  const name = shellChunks(routes, { root, entry: 'src/web/main.tsx' });

  it('puts what only the shell imports, however deep, in `signed-in`', () => {
    expect(name(at('web/app/layouts/app-shell/app-header.tsx'), ctx)).toBe('signed-in');
    expect(name(at('web/features/notifications/bell.tsx'), ctx)).toBe('signed-in');
  });

  it('puts the packages the shell imports there too', () => {
    expect(name('/app/node_modules/clsx/dist/clsx.mjs', ctx)).toBe('signed-in');
  });

  it('puts what every signed-in screen imports there too, and leaves what only some do', () => {
    expect(name(at('web/components/page-header.tsx'), ctx)).toBe('signed-in');
    expect(name(at('web/components/progress.tsx'), ctx)).toBeNull();
  });

  it('puts what a signed-out screen imports too in `common`', () => {
    expect(name(at('web/components/card.tsx'), ctx)).toBe('common');
  });

  it("leaves alone the entry's modules and the routes' own modules", () => {
    expect(name(at('web/lib/i18n.ts'), ctx)).toBeNull();
    expect(name(at('web/app/layouts/app-layout.tsx'), ctx)).toBeNull();
    expect(name(at('web/app/routes/dashboard.tsx'), ctx)).toBeNull();
    expect(name(at('web/app/routes/login.tsx'), ctx)).toBeNull();
  });
});

describe('the icons and Radix primitives the shell names', () => {
  const lucide = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
  const icon = (file: string) => `/app/node_modules/lucide-react/dist/esm/icons/${file}.mjs`;
  const lucideCode = [
    "export { default as Bell, default as BellIcon, default as LucideBell } from './icons/bell.mjs';",
    "export { default as LogOut, default as LogOutIcon } from './icons/log-out.mjs';",
    "export { default as Mail } from './icons/mail.mjs';",
    "export { default as Sun } from './icons/sun.mjs';",
    "export { default as X } from './icons/x.mjs';",
  ].join('\n');
  const radix = '/app/node_modules/radix-ui/dist/index.mjs';
  const primitive = (name: string) => `/app/node_modules/@radix-ui/react-${name}/dist/index.mjs`;
  const radixCode = [
    'import * as Avatar from "@radix-ui/react-avatar";',
    'import * as Dialog from "@radix-ui/react-dialog";',
    'import * as Tabs from "@radix-ui/react-tabs";',
    'export { Avatar, Dialog, Tabs };',
  ].join('\n');
  const ctx = graph(
    {
      [at('web/main.tsx')]: [at('web/lib/theme-toggle.tsx')],
      [at('web/lib/theme-toggle.tsx')]: [lucide],
      [at('web/app/layouts/auth-layout.tsx')]: [at('web/components/mail-link.tsx')],
      [at('web/components/mail-link.tsx')]: [lucide],
      [at('web/app/routes/login.tsx')]: [],
      [at('web/app/layouts/app-layout.tsx')]: [at('web/app/layouts/app-shell/app-header.tsx')],
      [at('web/app/layouts/app-shell/app-header.tsx')]: [lucide, radix],
      [at('web/app/routes/dashboard.tsx')]: [lucide, radix],
      [lucide]: [icon('bell'), icon('log-out'), icon('mail'), icon('sun'), icon('x')],
      [radix]: [primitive('avatar'), primitive('dialog'), primitive('tabs')],
      [primitive('avatar')]: [primitive('context')],
      [primitive('context')]: [],
    },
    {
      [at('web/lib/theme-toggle.tsx')]: 'import { Sun } from "lucide-react";',
      [at('web/components/mail-link.tsx')]: 'import { Mail } from "lucide-react";',
      [at('web/app/layouts/app-shell/app-header.tsx')]:
        'import { BellIcon, LogOut as Out, Mail, Sun, type LucideIcon } from "lucide-react";\nimport { x } from "./x";\nimport { Avatar as AvatarPrimitive } from "radix-ui";',
      [at('web/app/routes/dashboard.tsx')]:
        'import { X } from "lucide-react";\nimport { Tabs } from "radix-ui";',
      [lucide]: lucideCode,
      [radix]: radixCode,
    },
  );
  const name = shellChunks(routes, { root, entry: 'src/web/main.tsx' });

  it('reads the names a module imports from lucide-react, and where each icon lives', () => {
    expect(
      importedNames(
        'import { BellIcon, LogOut as Out, type LucideIcon } from "lucide-react";',
        'lucide-react',
      ),
    ).toEqual(['BellIcon', 'LogOut']);
    expect(importedNames("import { Bell } from 'lucide-react/dynamic';", 'lucide-react')).toEqual([]);
    const modules = barrelParts(lucide, lucideCode, []);
    expect(modules.get('Bell')).toBe(icon('bell'));
    expect(modules.get('LucideBell')).toBe(icon('bell'));
    expect(modules.get('LogOutIcon')).toBe(icon('log-out'));
  });

  it('puts the icons only the shell names in `signed-in`, and those a signed-out screen names too in `common`', () => {
    expect(name(icon('bell'), ctx)).toBe('signed-in');
    expect(name(icon('log-out'), ctx)).toBe('signed-in');
    expect(name(icon('mail'), ctx)).toBe('common');
  });

  it("leaves alone the entry's icons and those only a screen names", () => {
    expect(name(icon('sun'), ctx)).toBeNull();
    expect(name(icon('x'), ctx)).toBeNull();
  });

  it("finds each primitive radix-ui's entry re-exports among its imports", () => {
    const modules = barrelParts(radix, radixCode, [
      primitive('avatar'),
      primitive('dialog'),
      primitive('tabs'),
    ]);
    expect(modules.get('Avatar')).toBe(primitive('avatar'));
    expect(modules.get('Tabs')).toBe(primitive('tabs'));
    expect(modules.get('Slot')).toBeUndefined();
  });

  it('puts the primitives the shell names in `signed-in`, with what they import, and no other', () => {
    expect(name(primitive('avatar'), ctx)).toBe('signed-in');
    expect(name(primitive('context'), ctx)).toBe('signed-in');
    expect(name(primitive('dialog'), ctx)).toBeNull();
    expect(name(primitive('tabs'), ctx)).toBeNull();
    expect(name(radix, ctx)).toBeNull();
  });
});

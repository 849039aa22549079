import { describe, expect, it } from 'vitest';
import {
  formatTable,
  initialFiles,
  measureRoutes,
  unbudgetedScreens,
  type Build,
  type Manifest,
} from './bundle-budget';

/** A small build: an entry with a vendor chunk, two layouts, three screens and two catalogues. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js', '_runtime.js'],
    dynamicImports: ['src/layouts/public.tsx', 'src/layouts/app.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_vendor.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_vendor.js'] },
  'src/layouts/public.tsx': {
    file: 'assets/public.js',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js'],
  },
  'src/layouts/app.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_icons.js'] },
  'src/routes/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    // The charts load when the user opens them: not part of the first screen.
    dynamicImports: ['src/components/chart.tsx'],
  },
  'src/components/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true, imports: ['_charts.js'] },
  'src/routes/reports.tsx': { file: 'assets/reports.js', isDynamicEntry: true },
  'src/shared/i18n/locales/es/home.json': { file: 'assets/home-es.js', isDynamicEntry: true },
  'src/shared/i18n/locales/es/dashboard.json': { file: 'assets/dashboard-es.js', isDynamicEntry: true },
  'src/shared/i18n/locales/es/analytics.json': { file: 'assets/analytics-es.js', isDynamicEntry: true },
};
const build: Build = {
  manifest,
  namespaces: {
    'src/routes/home.tsx': ['common', 'home'],
    'src/routes/dashboard.tsx': ['common', 'dashboard'],
    'src/components/chart.tsx': ['analytics'],
  },
  bundledNamespaces: ['common'],
};
const home = ['src/layouts/public.tsx', 'src/routes/home.tsx'];
const dashboard = ['src/layouts/app.tsx', 'src/routes/dashboard.tsx'];

describe('initialFiles', () => {
  it('takes the entry, each lazy module on the way, their static imports and catalogues, each once', () => {
    expect(initialFiles(build, home)).toEqual([
      'assets/runtime.js',
      'assets/vendor.js',
      'assets/index.js',
      'assets/icons.js',
      'assets/public.js',
      'assets/home.js',
      'assets/home-es.js',
    ]);
  });

  it('does not follow dynamic imports nor fetch bundled catalogues', () => {
    const files = initialFiles(build, dashboard);
    expect(files).toContain('assets/dashboard-es.js');
    expect(files).not.toContain('assets/chart.js');
    expect(files).not.toContain('assets/charts.js');
    expect(files.filter((f) => f === 'assets/index.js')).toHaveLength(1);
  });

  it('fails on a module the build does not have, naming who needs it', () => {
    expect(() => initialFiles(build, ['src/routes/renamed.tsx'])).toThrow(
      'src/routes/renamed.tsx (needed by the budget table) is not in the build manifest',
    );
    const broken: Build = { ...build, namespaces: { 'src/routes/reports.tsx': ['reports'] } };
    expect(() => initialFiles(broken, ['src/routes/reports.tsx'])).toThrow(
      'src/shared/i18n/locales/es/reports.json (needed by src/routes/reports.tsx)',
    );
  });
});

describe('measureRoutes', () => {
  const sizes: Record<string, number> = {
    'assets/runtime.js': 1024,
    'assets/vendor.js': 100 * 1024,
    'assets/index.js': 20 * 1024,
    'assets/icons.js': 2 * 1024,
    'assets/public.js': 3 * 1024,
    'assets/home.js': 4 * 1024,
    'assets/home-es.js': 1024,
    'assets/app.js': 10 * 1024,
    'assets/dashboard.js': 30 * 1024,
    'assets/dashboard-es.js': 2 * 1024,
  };

  it('sums the gzipped files of each route and compares with its budget (equal is within)', () => {
    const figures = measureRoutes(
      build,
      [
        { path: '/', modules: home, budgetKiB: 131 },
        { path: '/dashboard', modules: dashboard, budgetKiB: 160 },
      ],
      (file) => sizes[file]!,
    );
    expect(figures).toEqual([
      { path: '/', files: 7, gzipBytes: 131 * 1024, budgetKiB: 131, ok: true },
      { path: '/dashboard', files: 6, gzipBytes: 163 * 1024, budgetKiB: 160, ok: false },
    ]);
    const table = formatTable(figures);
    expect(table).toMatch(/^\/ +7 +131\.0 +131 +ok$/m);
    expect(table).toMatch(/^\/dashboard +6 +163\.0 +160 +OVER BUDGET$/m);
  });

  it('counts only what a module adds to a page that has loaded `after`', () => {
    const chart = ['src/components/chart.tsx'];
    const withCharts: Record<string, number> = {
      ...sizes,
      'assets/chart.js': 5 * 1024,
      'assets/charts.js': 40 * 1024,
      'assets/analytics-es.js': 1024,
    };
    const [figure] = measureRoutes(
      build,
      [{ path: 'charts on /dashboard', modules: chart, after: dashboard, budgetKiB: 44 }],
      (file) => withCharts[file]!,
    );
    // The charts, their chunk and their catalogue: vendor and runtime came with the page.
    expect(figure).toEqual({
      path: 'charts on /dashboard',
      files: 3,
      gzipBytes: 46 * 1024,
      budgetKiB: 44,
      ok: false,
    });
  });
});

describe('unbudgetedScreens', () => {
  it('lists the lazy screens no route of the table covers', () => {
    const isScreen = (src: string) => src.startsWith('src/routes/');
    expect(unbudgetedScreens(manifest, [{ path: '/', modules: home, budgetKiB: 150 }], isScreen)).toEqual([
      'src/routes/dashboard.tsx',
      'src/routes/reports.tsx',
    ]);
  });
});

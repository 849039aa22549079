import { describe, expect, it } from 'vitest';
import { startFiles, type Build } from './bundle-budget';
import type { Rollup } from 'vite';
import { extraFiles, withPaintFirst, withFontPreload, withPreloads, withStartScripts } from './route-pages';

const build: Build = {
  manifest: {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/web/app/layouts/app-layout.tsx': {
      file: 'assets/app-layout-1.js',
      isDynamicEntry: true,
      imports: ['_react-1.js', '_ui-1.js'],
    },
    '_ui-1.js': { file: 'assets/ui-1.js' },
    'src/shared/i18n/locales/es/projects.json': { file: 'assets/projects-es-1.js', isDynamicEntry: true },
    'src/shared/i18n/locales/en/projects.json': { file: 'assets/projects-en-1.js', isDynamicEntry: true },
    'src/shared/i18n/locales/en/common.json': { file: 'assets/common-en-1.js', isDynamicEntry: true },
  },
  namespaces: { 'src/web/app/layouts/app-layout.tsx': ['common', 'projects'] },
  bundledNamespaces: ['common'],
};

/** The head Vite writes: the entry, its imports, then the stylesheet. */
const viteHtml =
  '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>';

describe('route pages', () => {
  it('preloads what the route needs beyond the entry: its modules, their imports and catalogues', () => {
    expect(extraFiles(build, ['src/web/app/layouts/app-layout.tsx'])).toEqual([
      'assets/ui-1.js',
      'assets/app-layout-1.js',
      'assets/projects-es-1.js',
    ]);
  });

  it('puts one modulepreload link per file before </head>', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', '/', [
      'assets/a.js',
    ]);
    expect(html).toBe(
      '<html><head><title>x</title>    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">\n  </head><body></body></html>',
    );
  });

  it('preloads, for another language, its catalogues, the shell ones too (the entry has them in Spanish only)', () => {
    expect(extraFiles(build, ['src/web/app/layouts/app-layout.tsx'], 'en')).toEqual([
      'assets/common-en-1.js',
      'assets/ui-1.js',
      'assets/app-layout-1.js',
      'assets/projects-en-1.js',
    ]);
  });

  it("runs the route's lazy modules and catalogues as scripts, so the document is loaded only once they are", () => {
    expect(startFiles(build, ['src/web/app/layouts/app-layout.tsx'])).toEqual([
      'assets/app-layout-1.js',
      'assets/projects-es-1.js',
    ]);
    expect(startFiles(build, ['src/web/app/layouts/app-layout.tsx'], 'en')).toEqual([
      'assets/app-layout-1.js',
      'assets/common-en-1.js',
      'assets/projects-en-1.js',
    ]);
    const html = withStartScripts('<html><head><title>x</title></head><body></body></html>', '/', [
      'assets/a.js',
    ]);
    expect(html).toBe(
      '<html><head><title>x</title>    <script type="module" fetchpriority="low" crossorigin src="/assets/a.js"></script>\n  </head><body></body></html>',
    );
  });

  it("fetches the interface font's Latin subset with the page", () => {
    const bundle = {
      'assets/inter-latin-ext-wght-normal-A1.woff2': {},
      'assets/inter-latin-wght-normal-B2.woff2': {},
    } as unknown as Rollup.OutputBundle;
    expect(withFontPreload(viteHtml, '/', bundle)).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-B2.woff2">',
    );
    expect(() => withFontPreload(viteHtml, '/', {})).toThrow(/font/);
  });

  it('requests the stylesheet before the scripts, the font right after it, and the scripts at low priority', () => {
    const out = withFontPreload(withPaintFirst(viteHtml), '/', {
      'assets/inter-latin-wght-normal-1.woff2': {},
    } as unknown as Rollup.OutputBundle);
    const order = [...out.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/index-1.css',
      '/assets/inter-latin-wght-normal-1.woff2',
      '/assets/react-1.js',
    ]);
    // The entry is still the page's module script, after the stylesheet and the font.
    expect(
      out.indexOf('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>'),
    ).toBeGreaterThan(out.indexOf('inter-latin-wght-normal-1.woff2'));
    // No script or preload is left at the browser's default (High) priority; the stylesheet and the font are.
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(out.match(/<(script type="module"|link rel="modulepreload")(?! fetchpriority="low")/g)).toBeNull();
    expect(out).not.toMatch(/<link rel="(stylesheet|preload)"[^>]*fetchpriority/);
  });

  it('refuses an index.html without the entry script tag or the stylesheet', () => {
    expect(() => withPaintFirst('<head></head>')).toThrow(/entry/);
    expect(() =>
      withPaintFirst('<head><script type="module" crossorigin src="/a.js"></script></head>'),
    ).toThrow(/stylesheet/);
  });
});

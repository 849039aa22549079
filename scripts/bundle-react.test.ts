import { describe, expect, it } from 'vitest';
import { holdsPreact, isReactDomClient, reactAliases, reactStandIns } from './bundle-react';

describe('the React the browser runs', () => {
  it('finds an alias that sends react or react-dom elsewhere, by name or by pattern', () => {
    expect(
      reactAliases([
        { find: /^react$/, replacement: 'preact/compat' },
        { find: 'react-dom/client', replacement: 'preact/compat/client' },
        { find: /^react-router$/, replacement: '/x/react-router/dist/production/index.mjs' },
        { find: '@', replacement: '/src' },
      ]),
    ).toEqual(['react → preact/compat', 'react-dom/client → preact/compat/client']);
    expect(reactAliases([{ find: /^react-router\/dom$/, replacement: '/x/dom-export.mjs' }])).toEqual([]);
  });

  it('finds a stand-in for React among the dependencies', () => {
    expect(reactStandIns({ dependencies: { react: '19.3.1', preact: '11.2.0' } })).toEqual(['preact']);
    expect(reactStandIns({ dependencies: { react: '19.3.1', 'react-dom': '19.3.1' } })).toEqual([]);
  });

  it("recognises React DOM's client and Preact in built code", () => {
    const reactDom =
      'var qh={bundleType:0,version:`19.3.1`,rendererPackageName:`react-dom`,reconcilerVersion:`19.3.1`}';
    expect(isReactDomClient(reactDom, '19.3.1')).toBe(true);
    expect(isReactDomClient(reactDom, '19.4.0')).toBe(false);
    expect(isReactDomClient('export function render(){}', '19.3.1')).toBe(false);
    expect(holdsPreact('window.__PREACT_DEVTOOLS__&&t()')).toBe(true);
    expect(holdsPreact(reactDom)).toBe(false);
  });
});

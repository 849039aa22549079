import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_POLICY, inlineScriptHashes, webPolicy } from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, and skips scripts loaded from a file', () => {
    const inline = "\n  (function () { document.documentElement.lang = 'es'; })();\n";
    const html = `<head><script>${inline}</script><script type="module" crossorigin src="/assets/a.js"></script></head>
      <body><script type="application/json">{"a":1}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(inline), sha('{"a":1}')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/x.js"></script><p>script</p>')).toEqual([]);
  });
});

describe('policies', () => {
  it('lets the pages run only their own files and the hashed inline scripts, and never be framed', () => {
    const policy = webPolicy(["'sha256-abc'"]);
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('gives API answers nothing to run', () => {
    expect(API_POLICY).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });
});

import { describe, expect, it } from 'vitest';
import { findSecrets } from './bundle-secrets';

const secrets = { APP_SECRET: 'e2e-secret-value-0123456789' };

describe('findSecrets', () => {
  it('finds a secret value anywhere in a file', () => {
    const text = `var a="x";const cfg={s:"e2e-secret-value-0123456789"};`;
    expect(findSecrets(text, secrets)).toEqual([
      { what: 'the value of APP_SECRET', index: text.indexOf('e2e-') },
    ]);
  });

  it.each([
    ['Google API key', `key:"AIza${'A'.repeat(35)}"`],
    ['GitHub token', `t="ghp_${'a1'.repeat(18)}"`],
    ['GitHub token', `t="github_pat_${'A1_'.repeat(10)}"`],
    ['AWS access key id', 'id="AKIAABCDEFGHIJKLMNOP"'],
    ['private key', '"-----BEGIN RSA PRIVATE KEY-----\\nMII"'],
    ['Google OAuth client secret', `"GOCSPX-${'x'.repeat(28)}"`],
  ])('finds a string shaped like a %s', (name, text) => {
    expect(findSecrets(text, secrets).map((f) => f.what)).toEqual([`a string shaped like a ${name}`]);
  });

  it('passes ordinary code, including words that only look alike', () => {
    const text = 'const task={skills:["sk-learning"]};function AKIA(){return "ghp_"}// BEGIN PUBLIC KEY';
    expect(findSecrets(text, secrets)).toEqual([]);
  });

  it('refuses to look for a secret too short to mean anything', () => {
    expect(() => findSecrets('abc', { KEY: 'abc' })).toThrow(/too short/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** WCAG 2 contrast of the design tokens in styles/tokens.css, light and dark (AA: 4.5:1 for text). */
const css = readFileSync(join(import.meta.dirname, '..', 'styles', 'tokens.css'), 'utf8');

function tokens(selector: ':root' | '.dark'): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** [text, background] pairs the UI actually uses. */
const PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'sidebar'],
  ['muted-foreground', 'accent'],
  ['primary-foreground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['accent-foreground', 'background'],
  ['destructive-foreground', 'destructive'],
  ['destructive-text', 'background'],
  ['destructive-text', 'card'],
  ['success', 'success-soft'],
  ['success', 'card'],
  ['warning', 'warning-soft'],
  ['warning', 'card'],
  ['foreground', 'warning-soft'],
  ['sidebar-foreground', 'sidebar'],
];

describe.each([':root', '.dark'] as const)('colour contrast in %s', (selector) => {
  const t = tokens(selector);
  it.each(PAIRS)('%s on %s passes AA', (text, background) => {
    expect(t[text], `--${text}`).toBeDefined();
    expect(t[background], `--${background}`).toBeDefined();
    expect(contrast(t[text]!, t[background]!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast helper', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

import { describe, expect, it } from 'vitest';
import { greetingText } from './greeting-text';

describe('greetingText', () => {
  it('keeps a greeting of up to 8 words on one line, without wrapping quotes', () => {
    expect(greetingText('  "¡Hola Ana!\n Listo para tu proyecto?"  ')).toBe(
      '¡Hola Ana! Listo para tu proyecto?',
    );
    expect(greetingText('uno dos tres cuatro cinco seis siete ocho')).toBe(
      'uno dos tres cuatro cinco seis siete ocho',
    );
  });

  it('refuses an empty reply and one of more than 8 words', () => {
    expect(greetingText('  ')).toBeNull();
    expect(greetingText('"*"')).toBeNull();
    expect(greetingText('uno dos tres cuatro cinco seis siete ocho nueve')).toBeNull();
  });
});

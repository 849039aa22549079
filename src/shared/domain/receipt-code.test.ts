import { describe, expect, it } from 'vitest';
import { receiptCodeOf } from './receipt-code';

const DIGEST = '3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b';

describe('receiptCodeOf: a pasted verification code', () => {
  it('forgives spaces around it and capitals', () => {
    expect(receiptCodeOf(`  ${DIGEST.toUpperCase()} `)).toBe(DIGEST);
  });

  it('refuses anything that is not 64 hex digits', () => {
    expect(receiptCodeOf(DIGEST.slice(1))).toBeNull();
    expect(receiptCodeOf(`${DIGEST.slice(1)}g`)).toBeNull();
    expect(receiptCodeOf('no-es-un-codigo')).toBeNull();
    expect(receiptCodeOf('')).toBeNull();
  });
});

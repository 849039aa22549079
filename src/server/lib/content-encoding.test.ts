import { describe, expect, it } from 'vitest';
import { negotiateEncoding, varyOnAcceptEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('reads quality values: q=0 refuses a coding, any other q accepts it', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0.1, gzip')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('treats * as every coding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
  });
});

describe('varyOnAcceptEncoding', () => {
  it('adds Accept-Encoding once, keeping what Vary already lists', () => {
    const headers = new Headers({ vary: 'Origin' });
    varyOnAcceptEncoding(headers);
    varyOnAcceptEncoding(headers);
    expect(headers.get('vary')).toBe('Origin, Accept-Encoding');
    const empty = new Headers();
    varyOnAcceptEncoding(empty);
    expect(empty.get('vary')).toBe('Accept-Encoding');
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { allowed, enforce, refuse } from './refusal';

describe('enforce', () => {
  it('lets an allowed action through', () => {
    expect(() => enforce(null)).not.toThrow();
    expect(allowed(null)).toBe(true);
  });

  it('throws a refusal as the AppError the server answers with', () => {
    const refusal = refuse('PERMISSION', 'projects:errors.onlyRejected');
    expect(allowed(refusal)).toBe(false);
    const error = (() => {
      try {
        enforce(refusal);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PERMISSION', status: 403, message: 'projects:errors.onlyRejected' });
  });

  it('keeps the code as the message when the refusal has none of its own', () => {
    expect(() => enforce(refuse('PERMISSION'))).toThrow(expect.objectContaining({ message: 'PERMISSION' }));
  });
});

/**
 * A receipt's verification code: the SHA-256 digest of what was accepted, in lower-case hex
 * (docs/decisions/0053). Plain code with no schema library: the public verification page reads it.
 */
export const RECEIPT_CODE_PATTERN = /^[0-9a-f]{64}$/;

/** The code in `input` (spaces around it and capitals forgiven), or null when it is no digest. */
export function receiptCodeOf(input: string): string | null {
  const code = input.trim().toLowerCase();
  return RECEIPT_CODE_PATTERN.test(code) ? code : null;
}

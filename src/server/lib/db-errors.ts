/** The SQLSTATE of a (possibly wrapped) database error. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function messageOf(error: unknown): string {
  let current: unknown = error;
  let last = 'Error desconocido';
  for (let depth = 0; current && depth < 5; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && message) last = message;
    current = (current as { cause?: unknown }).cause;
  }
  return last;
}

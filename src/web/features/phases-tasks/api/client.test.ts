// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/web/lib/api-error';
import { i18n } from '@/web/lib/i18n';
import { PHASE_TASK_TIMEOUT_MS, timed } from './client';

/** A call that only ends when its signal aborts (a server that never answers). */
const hanging = ({ init }: { init: RequestInit }) =>
  new Promise<never>((_resolve, reject) =>
    init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
  );

describe('phase and task calls time out (docs/product.md#api-conventions)', () => {
  it('gives up after 10 s by default', () => {
    expect(PHASE_TASK_TIMEOUT_MS).toBe(10_000);
  });

  it('turns the time limit into a TIMEOUT error with the catalogue message', async () => {
    // jsdom's navigator says en-US, so the detector's first language load may still be running:
    // compare with the catalogue in the language showing when the error was made.
    const error = await timed(hanging, undefined, 20).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('TIMEOUT');
    expect((error as Error).message).toBe(i18n.t('projects:errors.timeout'));
    expect(i18n.getFixedT('es')('projects:errors.timeout')).toBe(
      'La operación ha tardado más de 10 segundos. Inténtalo de nuevo.',
    );
  });

  it('lets a cancelled query end as a cancellation, not a timeout', async () => {
    const controller = new AbortController();
    const pending = timed(hanging, controller.signal, 5_000).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('passes the answer through when it comes in time', async () => {
    await expect(timed(async () => 'ok', undefined, 1_000)).resolves.toBe('ok');
  });
});

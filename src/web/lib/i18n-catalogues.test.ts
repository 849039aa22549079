// vitest: own module graph (this file watches the app's one i18next, which other files' components use).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { namespaces } from '@/shared/i18n/config';
import { CATALOGUES_ARRIVED, i18n, withNamespaces } from './i18n';

/**
 * Catalogues of namespaces no screen uses, served by a stand-in backend: the unit tests share one
 * i18next, and real catalogues may be asked for by other tests' components meanwhile.
 */
let probes = 0;
const probe = () => `probe${(probes += 1)}`;

/** The arrivals announced for this file's probe namespaces. */
const arrived = vi.fn();
i18n.on(CATALOGUES_ARRIVED, (pairs: string[]) => {
  const ours = pairs.filter((pair) => pair.includes('|probe'));
  if (ours.length > 0) arrived(ours);
});

type Read = (language: string, namespace: string, done: (error: unknown, data: unknown) => void) => void;
const connector = (i18n.services as unknown as { backendConnector: { backend: { read: Read } } })
  .backendConnector;
const lazyRead = connector.backend.read;
beforeAll(async () => {
  // Outside a production build every catalogue loads at start: let those arrive first.
  await i18n.loadNamespaces([...namespaces]);
  connector.backend.read = (language, namespace, done) => {
    if (!namespace.startsWith('probe')) return lazyRead(language, namespace, done);
    setTimeout(() => done(null, { text: namespace }));
  };
});
afterAll(() => {
  connector.backend.read = lazyRead;
});
beforeEach(() => arrived.mockClear());

describe('translated components and arriving catalogues (decision 0013)', () => {
  it('are not rendered again for catalogues a lazy import waits for (its code is not running yet)', async () => {
    const name = probe();
    await expect(withNamespaces(Promise.resolve('module'), [name])).resolves.toBe('module');
    expect(i18n.hasLoadedNamespace(name)).toBe(true);
    expect(arrived).not.toHaveBeenCalled();
  });

  it('are rendered again for catalogues no import waited for (running code may use them)', async () => {
    const name = probe();
    await i18n.loadNamespaces([name]);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(arrived.mock.calls.flat(2)).toContain(`es|${name}`);
  });

  it('are rendered again for what running code waited for when an import waits too', async () => {
    const imported = probe();
    const running = probe();
    await Promise.all([
      withNamespaces(Promise.resolve('module'), [imported]),
      i18n.loadNamespaces([running]),
    ]);
    const announced = arrived.mock.calls.flat(2);
    expect(announced).toContain(`es|${running}`);
    expect(announced.filter((pair) => pair.endsWith(`|${imported}`))).toEqual([]);
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { namespaces } from '@/shared/i18n/config';
import { CATALOGUES_ARRIVED, i18n, withNamespaces } from './i18n';

const arrived = vi.fn();
i18n.on(CATALOGUES_ARRIVED, arrived);
// Outside a production build every catalogue loads at start: let those arrive first.
beforeAll(() => i18n.loadNamespaces([...namespaces]));
beforeEach(() => arrived.mockClear());

/** The catalogue taken out of the store, so that asking for it loads it again. */
function unloaded(namespace: string) {
  i18n.removeResourceBundle('es', namespace);
  expect(i18n.hasResourceBundle('es', namespace)).toBe(false);
  arrived.mockClear();
}

describe('translated components and arriving catalogues (issue 10)', () => {
  it('are not rendered again for catalogues a lazy import waits for (its code is not running yet)', async () => {
    unloaded('tickets');
    await expect(withNamespaces(Promise.resolve('module'), ['tickets'])).resolves.toBe('module');
    expect(i18n.hasResourceBundle('es', 'tickets')).toBe(true);
    expect(arrived).not.toHaveBeenCalled();
  });

  it('are rendered again for catalogues no import waited for (running code may use them)', async () => {
    unloaded('billing');
    await i18n.loadNamespaces(['billing']);
    expect(arrived).toHaveBeenCalledTimes(1);
  });

  it('are rendered again when an import and running code wait for catalogues arriving together', async () => {
    unloaded('tickets');
    unloaded('billing');
    await Promise.all([
      withNamespaces(Promise.resolve('module'), ['tickets']),
      i18n.loadNamespaces(['billing']),
    ]);
    expect(arrived).toHaveBeenCalled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { resources } from '@/shared/i18n/resources';
import { i18n } from '@/web/lib/i18n';

/**
 * Spanish UI with every catalogue already there (the browser fetches most of them on demand), and
 * a query cache that already knows the public config (no network in tests).
 */
export function TestProviders({ children }: { children: ReactNode }) {
  for (const [namespace, catalogue] of Object.entries(resources.es)) {
    if (!i18n.hasResourceBundle('es', namespace)) i18n.addResourceBundle('es', namespace, catalogue);
  }
  void i18n.changeLanguage('es');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], {
    oauthProviders: [],
    supportEmail: 'soporte@agencia.test',
    version: '1.0.0',
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

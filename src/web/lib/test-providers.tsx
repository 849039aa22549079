import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

/** Spanish UI and a query cache that already knows the public config (no network in tests). */
export function TestProviders({ children }: { children: ReactNode }) {
  void i18n.changeLanguage('es');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public-config'], {
    oauthProviders: [],
    supportEmail: 'soporte@agencia.test',
    version: '1.0.0',
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

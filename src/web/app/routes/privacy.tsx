import { LegalPage } from '@/web/features/legal/components/legal-page';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'legal:privacy.title' };

export function Component() {
  return <LegalPage doc="privacy" />;
}

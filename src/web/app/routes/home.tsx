import { paths } from '@/shared/paths';
import { Hero } from '@/web/features/marketing/components/hero';
import {
  CtaSection,
  FaqSection,
  FeaturesSection,
  ProcessSection,
  TrustSection,
} from '@/web/features/marketing/components/sections';
import { useMe } from '@/web/lib/api/get-me';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'home:title' };

/** The agency portal's front page: what clients get, how the agency works, how to start. */
export function Component() {
  const { data: user } = useMe();
  const panelHref = user?.role === 'admin' ? paths.admin.dashboard.getHref() : paths.app.dashboard.getHref();
  return (
    <>
      <Hero signedIn={!!user} panelHref={panelHref} />
      <FeaturesSection />
      <ProcessSection />
      <TrustSection />
      <FaqSection />
      <CtaSection signedIn={!!user} panelHref={panelHref} />
    </>
  );
}

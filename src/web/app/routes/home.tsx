import { Hero } from '@/web/features/marketing/components/hero';
import {
  CtaSection,
  FaqSection,
  FeaturesSection,
  ProcessSection,
  TrustSection,
} from '@/web/features/marketing/components/sections';
import type { RouteHandle } from '../layouts/root-layout';

export const handle: RouteHandle = { titleKey: 'home:title' };

/** The agency portal's front page: what clients get, how the agency works, how to start. */
export function Component() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ProcessSection />
      <TrustSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}

import { useEffect } from 'react';
import { ContactSection } from './contact-section';
import { DemoSection } from './demo-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ProofSection } from './proof-section';

/** Scrolls to the section named by the URL hash once the page has rendered (e.g. /#pricing). */
function useScrollToHash(hash: string) {
  useEffect(() => {
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** The landing page: the same components whether the light landing boot or the app draws it. */
export function LandingPage({ hash = '' }: { hash?: string }) {
  useScrollToHash(hash);
  return (
    <>
      <HeroSection />
      <ProofSection />
      <HowItWorksSection />
      <DemoSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}

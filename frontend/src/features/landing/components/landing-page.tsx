import { useAuth } from '../../../lib/auth/auth-context';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { BeforeAfterDemo } from './before-after-demo';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ProofSection } from './proof-section';

export function LandingPage() {
  const { user } = useAuth();
  useScrollToHash();

  return (
    <>
      <HeroSection signedIn={user !== null} />
      <ProofSection />
      <HowItWorksSection />
      <BeforeAfterDemo />
      <PricingSection currentTier={user?.subscription_tier ?? null} />
      <ContactSection signedIn={user !== null} />
    </>
  );
}

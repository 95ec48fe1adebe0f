import { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';

export default function OnboardingRoute() {
  return <OnboardingScreen />;
}

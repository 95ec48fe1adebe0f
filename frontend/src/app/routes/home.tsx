import { LandingPage } from '../../features/landing/components/landing-page';

/** `/`: the landing page. The signed-in workspace replaces it for users in later work. */
export default function HomeRoute() {
  return <LandingPage />;
}

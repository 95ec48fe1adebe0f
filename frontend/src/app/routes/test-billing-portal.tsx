import { TestBillingPortalPage } from '../../features/billing/pages/test-billing-portal-page';

export default function TestBillingPortalRoute() {
  return <TestBillingPortalPage />;
}

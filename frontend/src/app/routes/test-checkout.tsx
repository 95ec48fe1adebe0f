import { TestCheckoutPage } from '../../features/billing/pages/test-checkout-page';

export default function TestCheckoutRoute() {
  return <TestCheckoutPage />;
}

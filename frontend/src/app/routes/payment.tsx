import { PaymentPage } from '../../features/billing/pages/payment-page';

export default function PaymentRoute() {
  return <PaymentPage />;
}

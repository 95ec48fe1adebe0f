import { UpgradeSuccessPage } from '../../features/billing/pages/upgrade-success-page';

export default function UpgradeSuccessRoute() {
  return <UpgradeSuccessPage />;
}

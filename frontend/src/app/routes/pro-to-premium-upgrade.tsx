import { ProLimitPage } from '../../features/billing/pages/pro-limit-page';

export default function ProToPremiumUpgradeRoute() {
  return <ProLimitPage />;
}

import AnalyticsOutlinedIcon from '@mui/icons-material/AnalyticsOutlined';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Menu } from 'react-admin';

/** The spec's tabs, in its order, then the audit log. */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="tickets" />
      <Menu.ResourceItem name="subscriptions" />
      <Menu.Item to="/analytics" primaryText="Analytics" leftIcon={<AnalyticsOutlinedIcon />} />
      <Menu.Item
        to="/monitoring"
        primaryText="Monitoring"
        leftIcon={<MonitorHeartOutlinedIcon />}
      />
      <Menu.Item to="/compliance" primaryText="Compliance" leftIcon={<GppGoodOutlinedIcon />} />
      <Menu.Item to="/settings" primaryText="Settings" leftIcon={<SettingsOutlinedIcon />} />
      <Menu.ResourceItem name="feature-toggles" />
      <Menu.ResourceItem name="consents" />
      <Menu.ResourceItem name="feedback" />
      <Menu.ResourceItem name="api-keys" />
      <Menu.ResourceItem name="audit-log" />
    </Menu>
  );
}

import { Layout, type LayoutProps } from 'react-admin';
import { AdminMenu } from './admin-menu';

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}

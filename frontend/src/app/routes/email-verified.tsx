import { EmailVerifiedScreen } from '../../features/auth/components/email-verified-screen';

export default function EmailVerifiedRoute() {
  return <EmailVerifiedScreen />;
}

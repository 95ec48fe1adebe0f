import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';

export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordView } from '../views/passwordReset/ForgotPasswordView';
import { usePageTitle } from '../wiring/usePageTitle';

/** Public, like /login. */
export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return <ForgotPasswordView />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordView } from '../../views/passwordReset/ResetPasswordView';
import { usePageTitle } from '../../wiring/usePageTitle';

/** Public: the page an e-mailed reset link opens. */
export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  usePageTitle('Set a new password');
  const { token } = Route.useParams();
  return <ResetPasswordView token={token} />;
}

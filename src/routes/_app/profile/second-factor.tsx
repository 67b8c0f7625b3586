import { createFileRoute } from '@tanstack/react-router';
import { liftSecondFactorGate } from '../../../session/secondFactorGate';
import { SecondFactorView } from '../../../views/secondFactor/SecondFactorView';

/** /profile/second-factor: every signed-in role; where REQUIRE_2FA sends a person who must enrol (src/app/router.ts). */
export const Route = createFileRoute('/_app/profile/second-factor')({
  component: () => <SecondFactorView onEnrolled={liftSecondFactorGate} />,
});

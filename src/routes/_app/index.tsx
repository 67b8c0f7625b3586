import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '../../../domain/homeScreen';

export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: homePathFor(context.user.role), replace: true });
  },
});

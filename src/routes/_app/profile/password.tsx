import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordView } from '../../../views/profile/ChangePasswordView';

export const Route = createFileRoute('/_app/profile/password')({ component: ChangePasswordView });

import { createFileRoute } from '@tanstack/react-router';
import { SessionsView } from '../../../views/profile/SessionsView';

export const Route = createFileRoute('/_app/profile/sessions')({ component: SessionsView });

import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetailsView } from '../../../views/profile/ProfileDetailsView';

export const Route = createFileRoute('/_app/profile/')({ component: ProfileDetailsView });

import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../wiring/usePageTitle';
import { DomainSearchView } from '../../views/domainSearch/DomainSearchView';

export const Route = createFileRoute('/_app/godaddy-tools')({
  component: function GoDaddyToolsRoute() {
    usePageTitle('GoDaddy Tools');
    return <DomainSearchView />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { ScrapesPage } from '../../views/scrapes/ScrapesPage';

export const Route = createFileRoute('/_app/scrapes')({
  component: ScrapesPage,
});

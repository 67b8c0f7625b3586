import { createFileRoute } from '@tanstack/react-router';
import { scrapesSearchSchema } from '../../../domain/scrapeTasks/taskSearch';
import { ScrapesPage } from '../../views/scrapes/ScrapesPage';

export const Route = createFileRoute('/_app/scrapes')({
  validateSearch: scrapesSearchSchema,
  component: ScrapesPage,
});

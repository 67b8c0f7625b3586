import { fromCallback } from 'xstate';
import type { Firm } from '../../domain/api/intake.schema';
import type { TemplateSummary as Template } from '../../domain/api/integrations.schema';
import type { ProjectProgressEvent } from '../../machines/builderProject/builderProject.actors';

/** A watchProject stand-in for tests and stories: the caller pushes the progress events itself. */
export const controlledProgress = () => {
  let push: ((event: ProjectProgressEvent) => void) | null = null;
  const watched: string[] = [];
  return {
    actor: fromCallback<ProjectProgressEvent, { launchId: string }>(({ input, sendBack }) => {
      watched.push(input.launchId);
      push = sendBack;
      return () => {
        push = null;
      };
    }),
    watched,
    isWatching: () => push !== null,
    send: (event: ProjectProgressEvent) => {
      if (!push) throw new Error('No create is being watched');
      push(event);
    },
  };
};

export const firmFixture = (overrides: Partial<Firm> = {}): Firm => ({
  id: 42,
  name: 'Oak Hill Funeral Home',
  duda_id: null,
  url: 'https://oakhill.example',
  provider_id: 3,
  corporation_id: 1,
  referral_partner_id: null,
  funding_partner_id: null,
  ...overrides,
});

export const templatesFixture: Template[] = [
  {
    template_id: '1001',
    template_name: 'Serenity',
    thumbnail_url: '/t/1001.svg',
    preview_url: '/p/1001',
    base_site_name: 'sandbox-base-1001',
  },
  {
    template_id: '1002',
    template_name: 'Heritage',
    thumbnail_url: '/t/1002.svg',
    preview_url: '/p/1002',
    base_site_name: 'sandbox-base-1002',
  },
];

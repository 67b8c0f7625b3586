import type { Decorator } from '@storybook/react-vite';
import type { Role } from '../../../domain/roles';
import { MemoryRouter as StoryRouter } from '../../testing/MemoryRouter';
import { AppProviders } from '../../app/AppProviders';
import type { SiteDetailServices } from './siteDetailServices';
import { SiteDetailDataProviders } from './testing/siteDetailProviders';

type StoryViewer = { role: Role; userId: number; name: string };

/**
 * Stories of the detail page: the app's providers, a router at the site's address, the story's
 * viewer (its `viewer` arg, admin when it has none) and the given calls.
 */
export const siteDetailDecorator =
  (services: SiteDetailServices): Decorator =>
  (Story, { args }) => {
    const viewer = (args as { viewer?: StoryViewer }).viewer;
    return (
      <AppProviders>
        <StoryRouter path="/sites/id/1001">
          <SiteDetailDataProviders services={services} viewer={viewer && { id: viewer.userId, role: viewer.role, name: viewer.name }}>
            <Story />
          </SiteDetailDataProviders>
        </StoryRouter>
      </AppProviders>
    );
  };

/** A call that never answers: the view stays in the state that made it. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => {});

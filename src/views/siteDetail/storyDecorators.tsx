import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter as StoryRouter } from '../../testing/MemoryRouter';
import { AppProviders } from '../../app/AppProviders';
import type { SiteDetailServices } from './siteDetailServices';
import { SiteDetailDataProviders } from './testing/siteDetailProviders';

/** Stories of the detail page: the app's providers, a router at the site's address and the given calls. */
export const siteDetailDecorator =
  (services: SiteDetailServices): Decorator =>
  (Story) => (
    <AppProviders>
      <StoryRouter path="/sites/id/1001">
        <SiteDetailDataProviders services={services}>
          <Story />
        </SiteDetailDataProviders>
      </StoryRouter>
    </AppProviders>
  );

/** A call that never answers: the view stays in the state that made it. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => {});

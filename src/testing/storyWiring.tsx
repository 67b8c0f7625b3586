import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import type { WorkflowActors } from '../wiring/workflowActors';
import { ViewWiring, type Wiring } from './ViewWiring';

/**
 * A story's wiring, as `parameters: storyWiring({...})`. Actors come from a factory called once
 * per mount, so each story (and each run of it) starts from its own fixture data and no story
 * sees what another one changed. A meta spreads it into an object literal,
 * `parameters: { ...storyWiring({...}) }`: the built Storybook replaces a meta's `parameters`
 * written as a call (decision 0546).
 */
export type StoryWiring = Omit<Wiring, 'actors'> & { actors?: () => Partial<WorkflowActors> };

export const storyWiring = (wiring: StoryWiring) => ({ wiring });

function StoryWiringRoot({ wiring, children }: { wiring: StoryWiring; children: React.ReactNode }) {
  const [actors] = useState(() => wiring.actors?.() ?? {});
  return (
    <ViewWiring {...wiring} actors={actors}>
      {children}
    </ViewWiring>
  );
}

/** The decorator .storybook/preview.tsx puts around every story. */
export const withStoryWiring: Decorator = (Story, { parameters }) => (
  <StoryWiringRoot wiring={(parameters.wiring as StoryWiring | undefined) ?? {}}>
    <Story />
  </StoryWiringRoot>
);

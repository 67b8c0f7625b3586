/** The steps of creating a site's builder project, each announced live as it starts (part 2 §2.5). */
export const builderProjectSteps = [
  'Getting started',
  'Creating the project from the template',
  "Adding the funeral home's details",
  'Done',
] as const;
export type BuilderProjectStep = (typeof builderProjectSteps)[number];

/** The create page's fixed texts (part 2 §2.5, §8); the failed load's is its toast too. */
export const builderProjectTexts = {
  designersOnly: 'Duda projects can only be created by designers.',
  detailsFailed: (id: number) => `Error retrieving details for firm ${id}`,
} as const;

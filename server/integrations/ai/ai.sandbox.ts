import type { AiWriter, MetaDescriptionInput } from './ai.port';
import { fitDescription } from './fitDescription';

type Offer = (home: string, place: string) => string;

/** What a page of each kind offers, by words in its title; the first match wins. */
const pageOffers: readonly [RegExp, Offer][] = [
  [/obituar/i, (home, place) => `Read recent obituaries and share memories with ${home} in ${place}.`],
  [/staff|team|about/i, (home, place) => `Meet the caring team at ${home}, serving families in ${place}.`],
  [/pre-?plan|planning/i, (home, place) => `Plan ahead with ${home} in ${place} and give your family peace of mind.`],
  [/contact|location|direction/i, (home, place) => `Contact ${home} in ${place} for directions, hours and help any time.`],
  [/grief|support/i, (home, place) => `Grief support resources from ${home} for families in ${place}.`],
  [/service|cremation|burial/i, (home, place) => `Funeral, cremation and memorial services from ${home} in ${place}.`],
];

const fallbackOffer: Offer = (home, place) => `${home} offers compassionate funeral, cremation and memorial services in ${place}.`;

/**
 * The AI writer offline: a description from a template, the same for the same input, so previews
 * and tests are predictable. 'City, ST' when it fits the 160 characters, the city alone when not.
 */
export const createSandboxAiWriter = (): AiWriter => ({
  writeMetaDescription: async ({ funeralHomeName, city, state, pageTitle }: MetaDescriptionInput) => {
    const offer = pageOffers.find(([pattern]) => pattern.test(pageTitle))?.[1] ?? fallbackOffer;
    const withState = offer(funeralHomeName, `${city}, ${state}`);
    return fitDescription(withState.length <= 160 ? withState : offer(funeralHomeName, city));
  },
});

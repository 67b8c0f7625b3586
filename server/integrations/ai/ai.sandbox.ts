import type { AiWriter, MetaDescriptionInput } from './ai.port';
import { fitDescription } from './fitDescription';

/** What a page of each kind offers, by words in its title; the first match wins. */
const pageOffers: readonly [RegExp, (input: MetaDescriptionInput) => string][] = [
  [/obituar/i, ({ funeralHomeName, city }) => `Read recent obituaries and share memories with ${funeralHomeName} in ${city}.`],
  [/staff|team|about/i, ({ funeralHomeName, city }) => `Meet the caring team at ${funeralHomeName}, serving families in ${city}.`],
  [/pre-?plan|planning/i, ({ funeralHomeName, city }) => `Plan ahead with ${funeralHomeName} in ${city} and give your family peace of mind.`],
  [/contact|location|direction/i, ({ funeralHomeName, city }) => `Contact ${funeralHomeName} in ${city} for directions, hours and help any time.`],
  [/grief|support/i, ({ funeralHomeName, city }) => `Grief support resources from ${funeralHomeName} for families in ${city}.`],
  [/service|cremation|burial/i, ({ funeralHomeName, city }) => `Funeral, cremation and memorial services from ${funeralHomeName} in ${city}.`],
];

const fallbackOffer = ({ funeralHomeName, city }: MetaDescriptionInput) =>
  `${funeralHomeName} offers compassionate funeral, cremation and memorial services in ${city}.`;

/**
 * The AI writer offline: a description from a template, the same for the same input, so previews
 * and tests are predictable. Always within the 160-character limit.
 */
export const createSandboxAiWriter = (): AiWriter => ({
  writeMetaDescription: async (input) => {
    const offer = (pageOffers.find(([pattern]) => pattern.test(input.pageTitle))?.[1] ?? fallbackOffer)(input);
    const withState = `${offer.replace(/\.$/, '')}, ${input.state}.`;
    return fitDescription(withState.length <= 160 ? withState : offer);
  },
});

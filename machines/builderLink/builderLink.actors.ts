import { builderLinkEndpoints } from '../../domain/api/builderLink.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of the link page's actors (POST /api/sites/linkDuda, /unlinkDuda; part 2 §7). */
export const unprovidedBuilderLinkActors = {
  linkSite: unprovidedEndpoint('builderLink', 'linkSite', builderLinkEndpoints.link),
  unlinkSite: unprovidedEndpoint('builderLink', 'unlinkSite', builderLinkEndpoints.unlink),
};

export type BuilderLinkActors = typeof unprovidedBuilderLinkActors;

/** The page's fixed texts (part 2 §2.4, §8). */
export const builderLinkTexts = {
  linkTitle: 'Link an existing Duda site',
  unlinkTitle: 'Unlink an existing Duda site',
  tryAgain: 'Enter a different ID',
  networkFailed: 'The server could not be reached. Check your connection and try again.',
} as const;

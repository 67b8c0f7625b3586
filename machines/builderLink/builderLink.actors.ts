import type { LinkBuilderBody, UnlinkBuilderBody } from '../../domain/api/builderLink.schema';
import { unprovided } from '../shared/unprovided';

/** The contract of the link page's actors (POST /api/sites/linkDuda, /unlinkDuda; part 2 §7). */
export const unprovidedBuilderLinkActors = {
  linkSite: unprovided<null, LinkBuilderBody>('builderLink', 'linkSite'),
  unlinkSite: unprovided<null, UnlinkBuilderBody>('builderLink', 'unlinkSite'),
};

export type BuilderLinkActors = typeof unprovidedBuilderLinkActors;

/** The page's fixed texts (part 2 §2.4, §8). */
export const builderLinkTexts = {
  linkTitle: 'Link an existing Duda site',
  unlinkTitle: 'Unlink an existing Duda site',
  tryAgain: 'Enter a different ID',
  networkFailed: 'The server could not be reached. Check your connection and try again.',
} as const;

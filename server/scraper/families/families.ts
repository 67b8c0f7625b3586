import { familyOfProvider, type ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import { batesvilleFamily } from './batesvilleFamily';
import { frontrunnerFamily } from './frontrunnerFamily';
import { genericFamily } from './genericFamily';
import type { ScrapeFamily } from './scrapeFamily';
import { tributeFamily } from './tributeFamily';

const families: Record<ScrapeProviderFamily, ScrapeFamily> = {
  tribute: tributeFamily,
  batesville: batesvilleFamily,
  frontrunner: frontrunnerFamily,
  generic: genericFamily,
};

/** The family that reads a provider's old site; an unknown provider gets the generic one. */
export const familyFor = (provider: string): ScrapeFamily => families[familyOfProvider(provider)];

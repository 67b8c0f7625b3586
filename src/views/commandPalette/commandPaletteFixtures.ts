import { fromPromise } from 'xstate';
import type { SiteHit } from '../../../domain/commandPalette/siteHit';
import type { CommandPaletteActors, PaletteSavedView } from '../../../machines/commandPalette/commandPalette.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

export const smithAndSons: SiteHit = { id: 1042, name: 'Smith & Sons Funeral Home', apex: 'smithandsons.com', launcher_label: 'In Design' };
export const oakwood: SiteHit = { id: 1043, name: 'Oakwood Memorial Chapel', apex: 'oakwoodchapel.com', launcher_label: 'Live' };
const smithfield: SiteHit = { id: 1051, name: 'Smithfield Family Mortuary', apex: null, launcher_label: 'Final QA' };

export const paletteSites: SiteHit[] = [smithAndSons, oakwood, smithfield];

type Answers = {
  sites?: SiteHit[];
  recent?: SiteHit[];
  savedViews?: PaletteSavedView[];
  searchSites?: StubAnswer;
  loadRecentSites?: StubAnswer;
};

/** A site matches as the server's list search does: its id exactly, or its name or domain containing the text. */
const matching = (sites: SiteHit[], query: string) => {
  const text = query.toLowerCase();
  return sites.filter((site) => String(site.id) === query || site.name.toLowerCase().includes(text) || (site.apex ?? '').includes(text));
};

/** Palette actors for stories: a search over `sites`, recent sites kept in memory for this mount. */
export const commandPaletteActorsFixture = ({
  sites = paletteSites,
  recent = [],
  savedViews = [],
  searchSites = 'answer',
  loadRecentSites = 'answer',
}: Answers = {}): CommandPaletteActors => {
  let kept = recent;
  return {
    searchSites: fromPromise(({ input }) => stubAnswer(searchSites, () => matching(sites, input.query))),
    loadRecentSites: fromPromise(() => stubAnswer(loadRecentSites, () => kept)),
    saveRecentSites: fromPromise(async ({ input }) => {
      kept = input.sites;
    }),
    loadSavedViews: fromPromise(async () => savedViews),
  };
};

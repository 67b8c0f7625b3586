import { fromPromise } from 'xstate';
import type { PagesSite, PresetUsage, SitePage } from '../../../domain/api/pageSeo.schema';
import { isPresetId, presetIds, presetPageMeta } from '../../../domain/pageSeo/pagePresets';
import type { Viewer } from '../../../domain/viewer';
import type { PageSeoActors } from '../../../machines/pageSeo/pageSeo.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';

export const pagesDesigner: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
export const pagesSdr: Viewer = { id: 9, role: 'sdr', name: 'Sam Sdr' };

export const pagesSiteFixture: PagesSite = {
  id: 1042,
  name: 'Oakwood Funeral Home',
  city: 'Springfield',
  state: 'IL',
  page_metadata_preset_id: 2,
};

const pagesFixture: SitePage[] = [
  {
    uuid: 'p-home',
    title: 'Home',
    path: 'home',
    seo: { title: 'Oakwood Funeral Home | Springfield, IL', description: 'Funeral, cremation and memorial services in Springfield, IL.' },
  },
  { uuid: 'p-obits', title: 'Obituaries', path: 'obituaries', seo: { title: 'Obituaries | Oakwood Funeral Home', description: '' } },
  { uuid: 'p-services', title: 'Services', path: 'services', seo: { title: '', description: '' } },
];

const presetUsageFixture: PresetUsage = presetIds.map((id) => ({ page_metadata_preset_id: id, Uses: id === 2 ? 3 : id === 5 ? 1 : 0 }));

/** Page SEO actors for stories: an in-memory site and pages; each call answers, hangs or fails as asked. */
export const pageSeoActorsFixture = (
  behaviour: Partial<Record<keyof PageSeoActors, StubAnswer>> & { site?: PagesSite; description?: string } = {},
): PageSeoActors => {
  let site = behaviour.site ?? pagesSiteFixture;
  let pages = pagesFixture.map((page) => ({ ...page, seo: { ...page.seo } }));
  const answer = () => ({ site, pages });
  return {
    loadPages: fromPromise(() => stubAnswer(behaviour.loadPages ?? 'answer', answer)),
    savePages: fromPromise(({ input }) =>
      stubAnswer(behaviour.savePages ?? 'answer', () => {
        pages = pages.map((page) => {
          const change = input.pages.find((candidate) => candidate.uuid === page.uuid);
          return change ? { ...page, seo: { title: change.seo.title.trim(), description: change.seo.description.trim() } } : page;
        });
        return answer();
      }),
    ),
    applyPreset: fromPromise(({ input: { preset } }) =>
      stubAnswer(behaviour.applyPreset ?? 'answer', () => {
        // The API takes any number and refuses one that is not a preset; so does this stand-in.
        if (!isPresetId(preset)) throw new Error('preset must be 1 to 7');
        const place = { name: site.name, city: site.city ?? '', state: site.state ?? '' };
        pages = pages.map((page) => ({ ...page, seo: presetPageMeta(preset, page.title, place) }));
        site = { ...site, page_metadata_preset_id: preset };
        return answer();
      }),
    ),
    loadPresetUsage: fromPromise(() => stubAnswer(behaviour.loadPresetUsage ?? 'answer', () => presetUsageFixture)),
    writeDescription: fromPromise(({ input }) =>
      stubAnswer(
        behaviour.writeDescription ?? 'answer',
        () =>
          behaviour.description ?? `Read recent ${input.pageTitle.toLowerCase()} from ${input.fhName} in ${input.city}, ${input.state}.`,
      ),
    ),
  };
};

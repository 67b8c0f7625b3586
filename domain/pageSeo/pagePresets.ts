/**
 * Page metadata presets (part 2 §2.7, §9): ids 1 to 7, shown as Default and Preset 1 to 6. Each
 * fills every page's SEO title and description from its own templates with the site's name, city
 * and state, so neighbouring homes that pick different presets do not share wording.
 */
export const presetIds = [1, 2, 3, 4, 5, 6, 7] as const;
export type PresetId = (typeof presetIds)[number];

export const defaultPresetId: PresetId = 1;

export const presetLabel = (id: PresetId): string => (id === 1 ? 'Default' : `Preset ${id - 1}`);

export const isPresetId = (value: number): value is PresetId => (presetIds as readonly number[]).includes(value);

export interface PresetSite {
  name: string;
  city: string;
  state: string;
}

type PageKind = { label: string; offer: string };

/** What each kind of page is about, found by words in its title; the first match wins. */
const pageKinds: readonly [RegExp, PageKind][] = [
  [/^home$/i, { label: 'Funeral Home', offer: 'funeral, cremation and memorial services' }],
  [/obituar/i, { label: 'Obituaries', offer: 'recent obituaries and service details' }],
  [/pre-?plan|planning|arrangements/i, { label: 'Pre-Planning', offer: 'planning funeral arrangements in advance' }],
  [/staff|team|about|director/i, { label: '', offer: 'our caring funeral directors and staff' }],
  [/contact|location|direction/i, { label: '', offer: 'directions, hours and ways to reach us' }],
  [/grief|support|resource/i, { label: '', offer: 'grief support and resources for families' }],
  [/testimonial|review/i, { label: '', offer: 'what families say about our care' }],
  [/faq|question/i, { label: '', offer: 'answers to common funeral questions' }],
  [/privacy|terms|accessib/i, { label: '', offer: 'how we look after your information' }],
  [/flower|sympathy|gift/i, { label: '', offer: 'sympathy flowers and gifts' }],
  [/cremation/i, { label: '', offer: 'cremation services and memorial options' }],
  [/service|burial|funeral/i, { label: '', offer: 'funeral, burial and memorial services' }],
];

const kindOf = (pageTitle: string): PageKind => {
  const kind = pageKinds.find(([pattern]) => pattern.test(pageTitle.trim()))?.[1];
  return { label: kind?.label || pageTitle.trim(), offer: kind?.offer ?? `${pageTitle.trim().toLowerCase()} information` };
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Template = (page: PageKind, site: PresetSite) => { title: string; description: string };

const templates: Record<PresetId, Template> = {
  1: (page, { name, city, state }) => ({
    title: `${page.label} | ${name}`,
    description: `${name} in ${city}, ${state}: ${page.offer}.`,
  }),
  2: (page, { name, city, state }) => ({
    title: `${page.label} | ${name} | ${city}, ${state}`,
    description: `Learn about ${page.offer} from ${name}, serving ${city}, ${state}.`,
  }),
  3: (page, { name, city, state }) => ({
    title: `${name} - ${page.label} - ${city}, ${state}`,
    description: `${capitalise(page.offer)} at ${name} in ${city}, ${state}.`,
  }),
  4: (page, { name, city, state }) => ({
    title: `${page.label} in ${city}, ${state} | ${name}`,
    description: `Families in ${city}, ${state} trust ${name} for ${page.offer}.`,
  }),
  5: (page, { name, city, state }) => ({
    title: `${city} ${page.label} | ${name}`,
    description: `${name} offers ${page.offer} to families in ${city} and across ${state}.`,
  }),
  6: (page, { name, city, state }) => ({
    title: `${page.label} - ${name} of ${city}, ${state}`,
    description: `Find ${page.offer} with ${name}, a funeral home in ${city}, ${state}.`,
  }),
  7: (page, { name, city, state }) => ({
    title: `${name} | ${page.label} | ${state}`,
    description: `Serving ${city}, ${state}, ${name} provides ${page.offer}.`,
  }),
};

/** The SEO title and description a preset gives one page of the site. */
export const presetPageMeta = (preset: PresetId, pageTitle: string, site: PresetSite): { title: string; description: string } =>
  templates[preset](kindOf(pageTitle), site);

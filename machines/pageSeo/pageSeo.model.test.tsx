import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PagesSite, SitePage } from '../../domain/api/pageSeo.schema';
import { presetIds, presetPageMeta } from '../../domain/pageSeo/pagePresets';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SitePagesView } from '../../src/views/pageSeo/SitePagesView';
import { changedPages, shownSeo } from './pageDrafts';
import type { PageSeoActors } from './pageSeo.actors';
import { type PageSeoEvent, pageSeoMachine } from './pageSeo.machine';

type Snapshot = SnapshotFrom<typeof pageSeoMachine>;

const siteId = 77;
const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const failure = new Error('offline');
const site: PagesSite = { id: siteId, name: 'Oakwood Funeral Home', city: 'Springfield', state: 'IL', page_metadata_preset_id: 2 };
const siteWithoutCity: PagesSite = { ...site, city: null };
const pages: SitePage[] = [
  { uuid: 'p-home', title: 'Home', path: 'home', seo: { title: 'Oakwood Funeral Home', description: 'Caring for Springfield.' } },
  { uuid: 'p-obits', title: 'Obituaries', path: 'obituaries', seo: { title: 'Obituaries | Oakwood', description: '' } },
];
// Past the 160 characters of part 2 §5.
const longDescription = `${'Oakwood Funeral Home has cared for the families of Springfield for three generations, '.repeat(2)}`.trim();
const aiText = 'Read recent obituaries from Oakwood Funeral Home in Springfield, IL.';
const usage = presetIds.map((id) => ({ page_metadata_preset_id: id, Uses: id === 2 ? 3 : 0 }));

const saved = (snapshot: Snapshot): SitePage[] => {
  const changes = changedPages(snapshot.context.drafts, snapshot.context.pages);
  return snapshot.context.pages.map((page) => {
    const change = changes.find((candidate) => candidate.uuid === page.uuid);
    return change ? { ...page, seo: { title: change.seo.title.trim(), description: change.seo.description.trim() } } : page;
  });
};

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const place = { name: site.name, city: 'Springfield', state: 'IL' };
  return [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadPages', output: { site, pages } },
    { type: 'xstate.done.actor.loadPages', output: { site: siteWithoutCity, pages } },
    { type: 'xstate.error.actor.loadPages', error: failure },
    // One long description typed once: enough to see the counter and the preview past the limit, saved or not.
    ...(context.drafts['p-obits'] === undefined && context.pages[1]?.seo.description !== longDescription
      ? [{ type: 'EDIT', uuid: 'p-obits', field: 'description', value: longDescription }]
      : []),
    { type: 'SAVE' },
    { type: 'DISCARD' },
    ...(context.preset === 4 ? [] : [{ type: 'CHOOSE_PRESET', preset: 4 }]),
    { type: 'APPLY_PRESET' },
    { type: 'xstate.done.actor.savePages', output: { site: context.site, pages: saved(snapshot) } },
    { type: 'xstate.error.actor.savePages', error: failure },
    {
      type: 'xstate.done.actor.applyPreset',
      output: {
        site: { ...context.site, page_metadata_preset_id: context.preset },
        pages: context.pages.map((page) => ({ ...page, seo: presetPageMeta(context.preset, page.title, place) })),
      },
    },
    { type: 'xstate.error.actor.applyPreset', error: failure },
    { type: 'xstate.done.actor.loadPresetUsage', output: usage },
    { type: 'xstate.error.actor.loadPresetUsage', error: failure },
    { type: 'ASK_AI', uuid: 'p-obits' },
    { type: 'xstate.done.actor.writeDescription', output: aiText },
    { type: 'xstate.error.actor.writeDescription', error: failure },
    ...(context.ai?.text ? [{ type: 'CHANGE_PREVIEW', text: '' }] : [{ type: 'CHANGE_PREVIEW', text: aiText }]),
    { type: 'SAVE_PREVIEW' },
    { type: 'CLOSE_PREVIEW' },
  ];
};

const aiEvents = [
  'ASK_AI',
  'CHANGE_PREVIEW',
  'SAVE_PREVIEW',
  'CLOSE_PREVIEW',
  'xstate.done.actor.writeDescription',
  'xstate.error.actor.writeDescription',
];
const editorEvents = ['EDIT', 'SAVE', 'DISCARD', 'CHOOSE_PRESET', 'APPLY_PRESET'];
const presetEvents = ['CHOOSE_PRESET', 'APPLY_PRESET'];
const usageEvents = ['xstate.done.actor.loadPresetUsage', 'xstate.error.actor.loadPresetUsage'];

const pristine = (snapshot: Snapshot) =>
  Object.keys(snapshot.context.drafts).length === 0 && snapshot.context.pages.every((page, index) => page.seo === pages[index]?.seo);

/**
 * The three regions of ready barely touch, so the traversal keeps them apart instead of walking
 * their product: the preset counts settle first (and a site without them is only looked at); the
 * AI helper and the presets are explored from the pages as loaded, the editor with the AI helper
 * closed. Every state of each region is still reached.
 */
const oneRegionAtATime = (snapshot: Snapshot, event: AnyEventObject) => {
  if (!snapshot.matches('ready')) return true;
  if (snapshot.matches({ ready: { usage: 'loading' } })) return usageEvents.includes(event.type);
  if (snapshot.matches({ ready: { usage: 'unavailable' } }) || snapshot.matches({ ready: { usage: 'noCity' } })) return false;
  if (aiEvents.includes(event.type)) return snapshot.matches({ ready: { editor: 'editing' } }) && pristine(snapshot);
  if (presetEvents.includes(event.type) && !pristine(snapshot)) return false;
  if (editorEvents.includes(event.type)) return snapshot.matches({ ready: { ai: 'closed' } });
  return true;
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    site: snapshot.context.site?.city ?? null,
    pages: snapshot.context.pages.map((page) => page.seo),
    drafts: snapshot.context.drafts,
    preset: snapshot.context.preset,
    applied: snapshot.context.site?.page_metadata_preset_id ?? null,
    ai: snapshot.context.ai,
    usage: snapshot.context.usage !== null,
  });

const renderEditor = () => {
  const stubs = createControlledActors(['loadPages', 'savePages', 'applyPreset', 'loadPresetUsage', 'writeDescription'] as const);
  const actors: PageSeoActors = {
    loadPages: stubs.actor('loadPages'),
    savePages: stubs.actor('savePages'),
    applyPreset: stubs.actor('applyPreset'),
    loadPresetUsage: stubs.actor('loadPresetUsage'),
    writeDescription: stubs.actor('writeDescription'),
  };
  renderView(<SitePagesView siteId={siteId} />, { actors: { pageSeo: actors }, viewer: designer });
  return stubs;
};

const section = (title: string) => screen.getByRole('region', { name: `${title} page` });
const presetLabels: Record<number, string> = {
  1: 'Default',
  2: 'Preset 1',
  3: 'Preset 2',
  4: 'Preset 3',
  5: 'Preset 4',
  6: 'Preset 5',
  7: 'Preset 6',
};
const toastCount = (message: string) => screen.queryAllByText(message).length;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByRole('heading', { name: `Site ${siteId}: Pages` })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading pages')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('failed')) {
    // The alert that stays on the page, beside the toast of the same words.
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Unable to get pages from Duda');
    return;
  }
  expect(await screen.findByRole('heading', { name: 'Oakwood Funeral Home: Pages' })).toBeInTheDocument();
  for (const page of context.pages) {
    const seo = shownSeo(context.drafts, page);
    const card = within(section(page.title));
    await waitFor(() => expect(card.getByRole('textbox', { name: 'SEO description' })).toHaveValue(seo.description));
    expect(card.getByRole('textbox', { name: 'SEO title' })).toHaveValue(seo.title);
    expect(card.getByLabelText('SEO title length')).toHaveTextContent(`${seo.title.length}/70`);
    const counter = card.getByLabelText('SEO description length');
    expect(counter).toHaveTextContent(`${seo.description.length}/160`);
    const over = seo.description.length > 160;
    if (over) expect(counter).toHaveAttribute('data-over-limit', 'true');
    else expect(counter).not.toHaveAttribute('data-over-limit');
    const preview = card.getByTestId('preview-description');
    if (over) {
      expect(preview).toHaveAttribute('data-cut', 'true');
      expect(preview.textContent).toMatch(/ \.\.\.$/);
    } else expect(preview).toHaveTextContent(seo.description || 'No SEO description');
    // The AI helper is hidden for fixed-title pages (Home) and shown for the others when the site has a city.
    const aiButton = card.queryByRole('button', { name: 'Write description with AI' });
    expect(aiButton !== null).toBe(page.title !== 'Home' && context.site?.city !== null);
  }
  const changes = changedPages(context.drafts, context.pages).length;
  const save = screen.getByRole('button', { name: changes ? `Save ${changes} ${changes === 1 ? 'page' : 'pages'}` : 'Save pages' });
  if (snapshot.matches({ ready: { editor: 'saving' } })) expect(save).toHaveAttribute('data-loading');
  else {
    expect(save).not.toHaveAttribute('data-loading');
    if (changes && !snapshot.matches({ ready: { editor: 'applyingPreset' } })) expect(save).toBeEnabled();
    else expect(save).toBeDisabled();
  }
  const apply = screen.getByRole('button', { name: 'Apply preset' });
  const applying = snapshot.matches({ ready: { editor: 'applyingPreset' } });
  if (applying) expect(apply).toHaveAttribute('data-loading');
  else expect(apply).not.toHaveAttribute('data-loading');

  expect(screen.getByText(`Current preset: ${presetLabels[context.site?.page_metadata_preset_id ?? 0] ?? 'none yet'}`)).toBeInTheDocument();
  const label = presetLabels[context.preset] ?? '';
  expect(screen.getByRole('combobox', { name: 'Preset' })).toHaveValue(label);
  if (snapshot.matches({ ready: { usage: 'loading' } })) expect(screen.getByText('Counting presets in use nearby…')).toBeInTheDocument();
  if (snapshot.matches({ ready: { usage: 'unavailable' } }))
    expect(screen.getByText('Unable to count the presets in use nearby')).toBeInTheDocument();
  if (snapshot.matches({ ready: { usage: 'loaded' } })) {
    const uses = context.usage?.find((row) => row.page_metadata_preset_id === context.preset)?.Uses;
    expect(screen.getByText(`${label} is used by ${uses} other ${uses === 1 ? 'site' : 'sites'} in Springfield`)).toBeInTheDocument();
  }
  const blocked = snapshot.matches({ ready: { usage: 'noCity' } })
    ? 'Add the site’s city and state to use presets'
    : changes
      ? 'Save or discard your changes before applying a preset'
      : null;
  if (blocked) {
    expect(screen.getByText(blocked)).toBeInTheDocument();
    expect(apply).toBeDisabled();
  } else if (!applying) expect(apply).toBeEnabled();

  if (snapshot.matches({ ready: { ai: 'closed' } })) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return;
  }
  const dialog = within(await screen.findByRole('dialog', { name: 'AI description: Obituaries' }));
  const saveAi = dialog.getByRole('button', { name: 'Save' });
  if (snapshot.matches({ ready: { ai: 'writing' } })) {
    expect(dialog.getByLabelText('Writing a description')).toHaveAttribute('aria-busy', 'true');
    expect(saveAi).toBeDisabled();
  } else {
    expect(dialog.getByRole('textbox', { name: 'Generated description' })).toHaveValue(context.ai?.text);
    if (context.ai?.text) expect(saveAi).toBeEnabled();
    else expect(saveAi).toBeDisabled();
  }
};

const toastFor = (event: AnyEventObject): string | null => {
  switch (event.type) {
    case 'xstate.error.actor.loadPages':
      return 'Unable to get pages from Duda';
    case 'xstate.done.actor.savePages':
    case 'xstate.done.actor.applyPreset':
      return 'Pages updated successfully';
    case 'xstate.error.actor.savePages':
      return 'Unable to update pages';
    case 'xstate.error.actor.applyPreset':
      return 'Unable to update Pages';
    case 'xstate.error.actor.writeDescription':
      return 'Unable to write a description';
    case 'SAVE_PREVIEW':
      return 'Preview Saved!';
    default:
      return null;
  }
};

const typeInto = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderEditor>, anyEvent: AnyEventObject) => {
  const dialog = () => within(screen.getByRole('dialog'));
  const event = anyEvent as PageSeoEvent | { type: 'xstate.init' };
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'EDIT':
      return typeInto(within(section('Obituaries')).getByRole('textbox', { name: 'SEO description' }), event.value);
    case 'SAVE':
      return user.click(screen.getByRole('button', { name: /^Save \d+ pages?$/ }));
    case 'DISCARD':
      return user.click(screen.getByRole('button', { name: 'Discard changes' }));
    case 'CHOOSE_PRESET':
      await user.click(screen.getByRole('combobox', { name: 'Preset' }));
      return user.click(await screen.findByRole('option', { name: new RegExp(`^${presetLabels[event.preset]}\\b`) }));
    case 'APPLY_PRESET':
      return user.click(screen.getByRole('button', { name: 'Apply preset' }));
    case 'ASK_AI':
      return user.click(within(section('Obituaries')).getByRole('button', { name: 'Write description with AI' }));
    case 'CHANGE_PREVIEW':
      return typeInto(dialog().getByRole('textbox', { name: 'Generated description' }), event.text);
    case 'SAVE_PREVIEW':
      return user.click(dialog().getByRole('button', { name: 'Save' }));
    case 'CLOSE_PREVIEW':
      return user.click(dialog().getByRole('button', { name: 'Cancel' }));
    default: {
      if (!isActorEvent(anyEvent)) throw new Error(`No UI for ${anyEvent.type}`);
      const id = anyEvent.type.split('.')[3] as 'loadPages';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(anyEvent);
    }
  }
};

describe('page SEO editor, replayed through SitePagesView', () => {
  const paths = coveringTransitions(
    getShortestPaths(pageSeoMachine, {
      input: { siteId, viewer: designer },
      events: eventsOf as never,
      serializeState: serialize,
      filterEvents: oneRegionAtATime,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(pageSeoMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderEditor();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        const before = toast ? toastCount(toast) : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBeGreaterThan(before));
        await assertScreen(step.state);
      }
      for (const call of stubs.calls.savePages) expect(call).toMatchObject({ id: siteId });
      for (const call of stubs.calls.loadPresetUsage) expect(call).toEqual({ id: siteId, city: 'Springfield', state: 'IL' });
    });
  }
});

describe('page SEO editor, beyond the machine', () => {
  const loadedFor = async (viewer: Viewer, loadedPages: SitePage[] = pages) => {
    const stubs = createControlledActors(['loadPages', 'savePages', 'applyPreset', 'loadPresetUsage', 'writeDescription'] as const);
    renderView(<SitePagesView siteId={siteId} />, {
      actors: {
        pageSeo: {
          loadPages: stubs.actor('loadPages'),
          savePages: stubs.actor('savePages'),
          applyPreset: stubs.actor('applyPreset'),
          loadPresetUsage: stubs.actor('loadPresetUsage'),
          writeDescription: stubs.actor('writeDescription'),
        },
      },
      viewer,
    });
    await waitFor(() => expect(stubs.waiting('loadPages')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadPages', output: { site, pages: loadedPages } });
    await screen.findByRole('heading', { name: 'Oakwood Funeral Home: Pages' });
    return stubs;
  };

  it('shows the pages read-only to a role without edit rights (sdr), with the export but no Save, preset or AI', async () => {
    const stubs = await loadedFor({ id: 9, role: 'sdr', name: 'Sam Sdr' });
    expect(within(section('Obituaries')).getByRole('textbox', { name: 'SEO description' })).toHaveAttribute('readonly');
    expect(within(section('Home')).getByRole('textbox', { name: 'SEO title' })).toHaveAttribute('readonly');
    expect(screen.getByText('Page SEO is edited by admins, designers and care.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply preset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write description with AI' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Preset' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    typeInto(within(section('Obituaries')).getByRole('textbox', { name: 'SEO description' }), 'Sneaky edit');
    expect(within(section('Obituaries')).getByRole('textbox', { name: 'SEO description' })).toHaveValue('');
    expect(stubs.calls.savePages).toEqual([]);
  });

  it('exports the pages as shown, unsaved edits included, with formula-like cells escaped', async () => {
    const user = userEvent.setup({ delay: null });
    await loadedFor(designer, [{ ...pages[0]!, seo: { title: '=HYPERLINK("http://x")', description: '+1 caring' } }, pages[1]!]);
    typeInto(within(section('Obituaries')).getByRole('textbox', { name: 'SEO description' }), 'Recent obituaries, with service times');
    // jsdom has no object URLs: the download's blob is caught where the browser would take it.
    const exported: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => exported.push(blob) && 'blob:pages' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
    expect(exported).toHaveLength(1);
    expect(await exported[0]!.text()).toBe(
      'Path,Title,SEO Title,SEO Description\r\n' +
        `home,Home,"'=HYPERLINK(""http://x"")",'+1 caring\r\n` +
        'obituaries,Obituaries,Obituaries | Oakwood,"Recent obituaries, with service times"\r\n',
    );
  });

  it('offers no AI helper on fixed-title pages', async () => {
    await loadedFor(designer, [...pages, { uuid: 'p-faq', title: 'FAQ', path: 'faq', seo: { title: '', description: '' } }]);
    expect(within(section('Home')).queryByRole('button', { name: 'Write description with AI' })).toBeNull();
    expect(within(section('FAQ')).queryByRole('button', { name: 'Write description with AI' })).toBeNull();
    expect(within(section('Obituaries')).getByRole('button', { name: 'Write description with AI' })).toBeEnabled();
  });
});

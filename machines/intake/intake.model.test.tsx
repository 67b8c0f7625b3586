import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, firstNewStepIndexes, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { IntakeWizard } from '../../src/views/intake/IntakeWizard';
import { firmFixture, templatesFixture } from '../../src/testing/builderProjectStubs';
import type { IntakeActors } from './intake.actors';
import { intakeMachine } from './intake.machine';
import type { IntakeTextPath } from './intakeFormPath';
import { readIntakeText } from './intakeFormPath';

type Snapshot = SnapshotFrom<typeof intakeMachine>;

/** The Funeral Home step's required fields in screen order, each with a value and how the screen labels it. */
const fhFields: ReadonlyArray<[IntakeTextPath, string, string]> = [
  ['fh.details.name', 'Funeral Home Name', 'Oak Hill Funeral Home'],
  ['fh.details.url', 'Website', 'https://oakhill.example'],
  ['fh.details.provider', 'Provider', '1'],
  ['fh.details.corporation', 'Corporation', '1'],
  ['fh.details.referralPartner', 'Referral Partner', '7'],
  ['fh.details.fundingPartner', 'Funding Partner', 'none'],
  ['fh.details.floralPhone', 'Purchase Notification Emails', 'orders@oakhill.example'],
  ['fh.details.replyToName', 'Reply-To Name', 'Oak Hill'],
  ['fh.details.replyToAddress', 'Reply-To Address', 'hello@oakhill.example'],
  ['fh.contact.name', 'Contact Name', 'Olive Oak'],
  ['fh.contact.phone', 'Contact Phone', '555-0100'],
  ['fh.contact.email', 'Contact Email', 'olive@oakhill.example'],
];
const teamFields: ReadonlyArray<[IntakeTextPath, string, string]> = [
  ['team.ae', 'Account Executive', '21'],
  ['team.sdr', 'SDR', 'none'],
  ['team.am', 'Account Manager', '31'],
];
const selectLabels: Record<string, string> = { '1': '', '7': 'Memorial Partners', none: 'None', '21': 'Alex Exec', '31': 'Morgan Manager' };
const optionLabel = (path: IntakeTextPath, value: string) =>
  path === 'fh.details.provider' ? 'WebPro' : path === 'fh.details.corporation' ? 'Corporate' : (selectLabels[value] ?? value);
const isSelect = (path: IntakeTextPath) =>
  ['provider', 'corporation', 'referralPartner', 'fundingPartner', 'ae', 'sdr', 'am'].some((name) => path.endsWith(`.${name}`));

const locationFields = [
  ['name', 'Main Chapel'],
  ['address', '1 Oak St'],
  ['city', 'Springfield'],
  ['state', 'IL'],
  ['zip', '62701'],
] as const;

const filled = (snapshot: Snapshot, fields: ReadonlyArray<[IntakeTextPath, string, string]>) =>
  fields.filter(([path]) => readIntakeText(snapshot.context.form, path) !== '').length;
const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const notFoundError = new ApiError(404, { error: 'Site not found' });
const refused = new ApiError(400, { error: 'Invalid team.ae: must be an active ae' });
const offline = new ApiError(0, { error: 'The server could not be reached' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const fhCount = filled(snapshot, fhFields);
  const nextFh = fhFields[fhCount];
  const nextTeam = teamFields[filled(snapshot, teamFields)];
  const draftCount = locationFields.filter(([field]) => context.locationDraft[field] !== '').length;
  const nextLocation = locationFields[draftCount];
  return [
    { type: 'xstate.done.actor.loadTemplates', output: templatesFixture },
    { type: 'xstate.error.actor.loadTemplates', error: offline },
    { type: 'RETRY_TEMPLATES' },
    { type: 'SEARCH', fhid: 42 },
    { type: 'TOGGLE', toggle: 'hostedObits', on: true },
    { type: 'xstate.done.actor.searchFirm', output: firmFixture({ duda_id: 'abc12345' }) },
    { type: 'xstate.done.actor.searchFirm', output: firmFixture() },
    { type: 'xstate.error.actor.searchFirm', error: notFoundError },
    { type: 'xstate.done.actor.loadContent', output: { content: { site_images: [], business_data: { logo_url: '/logo.svg' } } } },
    { type: 'CLOSE_DIALOG' },
    ...(nextFh ? [{ type: 'SET', path: nextFh[0], value: nextFh[2] }] : []),
    { type: 'OPEN_LOCATION', index: null },
    ...(nextLocation ? [{ type: 'EDIT_LOCATION', field: nextLocation[0], value: nextLocation[1] }] : []),
    { type: 'SAVE_LOCATION' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'SELECT_TEMPLATE', templateId: '1001' },
    ...(context.images.length === 0 ? [{ type: 'ADD_IMAGES', files: [image] }] : []),
    ...(nextTeam ? [{ type: 'SET', path: nextTeam[0], value: nextTeam[2] }] : []),
    { type: 'OPEN_SHOP', index: null },
    ...(context.shopDraft.name === '' ? [{ type: 'EDIT_SHOP', field: 'name', value: 'Bloom & Co' }] : []),
    { type: 'SAVE_SHOP' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.createSite', output: { fhid: 77 } },
    { type: 'xstate.error.actor.createSite', error: refused },
    { type: 'xstate.done.actor.uploadImage', output: { id: 1, url: '/api/uploads/1', label: 'logo', alt: '', comment: '' } },
    { type: 'xstate.error.actor.uploadImage', error: offline },
    { type: 'xstate.done.actor.createCard', output: { cardUrl: '/sandbox/board/cards/abc' } },
    { type: 'xstate.error.actor.createCard', error: offline },
    { type: 'RETRY' },
  ];
};

/**
 * Keeps the traversal to the journeys that matter, so each state is reached without the product of
 * every region and every partly filled form: the templates load (or fail and retry) first; the
 * search and the hosted-obituaries jump start from an empty form; each form is filled one field at
 * a time in screen order, and a refused Next, Submit or Save ends its path (the alert is the
 * point); the location modal opens once the details are filled, the flower shop once the team is.
 */
const focused = (snapshot: Snapshot, event: AnyEventObject) => {
  const { context } = snapshot;
  const type = event.type;
  const fhCount = filled(snapshot, fhFields);
  const teamCount = filled(snapshot, teamFields);
  const draftCount = locationFields.filter(([field]) => context.locationDraft[field] !== '').length;
  const inStep = (step: 'fh' | 'template' | 'design' | 'additional') => snapshot.matches({ wizard: step });
  const dialogEvents = {
    closed: null,
    location: ['EDIT_LOCATION', 'SAVE_LOCATION', 'CLOSE_DIALOG'],
    shop: ['EDIT_SHOP', 'SAVE_SHOP', 'CLOSE_DIALOG'],
    searching: ['xstate.done.actor.searchFirm', 'xstate.error.actor.searchFirm'],
    hangOn: ['CLOSE_DIALOG'],
  } as const;
  const open =
    (Object.keys(dialogEvents) as Array<keyof typeof dialogEvents>).find((name) => snapshot.matches({ dialog: name })) ?? 'closed';
  const allowedInDialog = dialogEvents[open];
  if (allowedInDialog && !(allowedInDialog as readonly string[]).includes(type)) return false;
  if (!allowedInDialog && (type === 'CLOSE_DIALOG' || type.startsWith('EDIT_') || type.startsWith('SAVE_') || type.includes('searchFirm')))
    return false;
  if (type.includes('loadTemplates') || type === 'RETRY_TEMPLATES') return fhCount === 0 && context.baseSite === null;
  if (!snapshot.matches({ templates: 'loaded' })) return false;
  if (context.form.fh.hostedObits) return type === 'BACK' && inStep('additional');
  if (type === 'TOGGLE') return fhCount === 0 && context.baseSite === null && snapshot.matches({ dialog: 'closed' });
  if (type === 'SEARCH' || type.includes('searchFirm')) return fhCount === 0 && context.baseSite === null;
  if (type.includes('loadContent')) return inStep('design') || (inStep('fh') && context.baseSite !== null);
  // The base site's logo arrives before the designer moves on: going on with it still loading
  // would replay every later step twice (logo loading, logo shown) with the same screens.
  if (inStep('design') && snapshot.matches({ logo: 'loading' })) return false;
  if (context.baseSite !== null && inStep('fh')) return type === 'CLOSE_DIALOG';
  if (context.missing.length > 0 && (inStep('fh') || inStep('additional'))) return false;
  if (type === 'SET') return String(event.path).startsWith('fh.') ? inStep('fh') : inStep('additional') && context.images.length === 1;
  if (type === 'NEXT' && inStep('fh')) return fhCount === 0 || context.form.fh.locations.length === 1;
  if (type === 'OPEN_LOCATION') return inStep('fh') && fhCount === fhFields.length && context.form.fh.locations.length === 0;
  if (type === 'EDIT_LOCATION') return context.modalMissing.length === 0;
  if (type === 'SAVE_LOCATION') return draftCount === 0 || draftCount === locationFields.length;
  if (type === 'CLOSE_DIALOG' && snapshot.matches({ dialog: 'location' })) return draftCount === 0 && context.modalMissing.length === 0;
  if (type === 'OPEN_SHOP') return teamCount === teamFields.length && context.form.floral.shops.length === 0;
  if (type === 'EDIT_SHOP') return context.modalMissing.length === 0;
  if (type === 'CLOSE_DIALOG' && snapshot.matches({ dialog: 'shop' }))
    return context.shopDraft.name === '' && context.modalMissing.length === 0;
  if (type === 'SUBMIT') return teamCount === 0 || context.form.floral.shops.length === 1;
  if (type === 'BACK') return !inStep('additional') || (teamCount === 0 && context.images.length === 0);
  if (type === 'ADD_IMAGES') return inStep('design');
  return true;
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    // The progress bar shows it: a step reached again by Back differs from its first visit.
    completed: Object.values(snapshot.context.completed).filter(Boolean).length,
    fh: filled(snapshot, fhFields),
    team: filled(snapshot, teamFields),
    locations: snapshot.context.form.fh.locations.length,
    draft: locationFields.filter(([field]) => snapshot.context.locationDraft[field] !== '').length,
    shopName: snapshot.context.shopDraft.name !== '',
    shops: snapshot.context.form.floral.shops.length,
    images: snapshot.context.images.length,
    template: snapshot.context.form.template.id,
    missing: snapshot.context.missing.length,
    modalMissing: snapshot.context.modalMissing.length,
    failure: snapshot.context.failure,
    uploaded: snapshot.context.uploaded,
    base: snapshot.context.baseSite,
    // The message is kept after the modal closes but shown no more: the rest of the wizard is the same.
    hangOn: snapshot.matches({ dialog: 'hangOn' }) ? snapshot.context.hangOnMessage : '',
  });

const actorIds = ['loadTemplates', 'loadContent', 'searchFirm', 'createSite', 'uploadImage', 'createCard'] as const;

const renderWizard = () => {
  const stubs = createControlledActors(actorIds);
  const actors = Object.fromEntries(actorIds.map((id) => [id, stubs.actor(id)])) as unknown as IntakeActors;
  const onDone = vi.fn();
  renderView(<IntakeWizard onDone={onDone} />, { actors: { intake: actors } });
  return { stubs, onDone };
};
type Page = ReturnType<typeof renderWizard>;

beforeEach(() => notifications.clean());

const stepTitles = { fh: 'Funeral Home Details', template: 'Template', design: 'Design', additional: 'Additional Info' } as const;

// By label rather than by role: the step has a dozen fields checked after every step, and a role
// query works out the role and name of every element on the page each time.
const fieldLabelled = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });

const assertScreen = async (snapshot: Snapshot, page: Page) => {
  const { context } = snapshot;
  expect(screen.getByRole('heading', { level: 1, name: 'New Website' })).toBeInTheDocument();
  // A quarter of the bar per completed step (hosted obituaries completes three at once).
  const completed = Object.values(context.completed).filter(Boolean).length;
  await waitFor(() => expect(screen.getByLabelText('Wizard progress')).toHaveAttribute('aria-valuenow', String(completed * 25)));
  for (const [step, title] of Object.entries(stepTitles)) {
    if (snapshot.matches({ wizard: step as keyof typeof stepTitles }))
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  if (context.missing.length)
    expect(await screen.findByTestId('step-missing')).toHaveTextContent(`Please fill out these fields: ${context.missing.join(', ')}`);
  else await waitFor(() => expect(screen.queryByTestId('step-missing')).toBeNull());
  if (snapshot.matches({ wizard: 'fh' })) {
    for (const [path, label, value] of fhFields) {
      if (isSelect(path)) continue;
      expect(fieldLabelled(label)).toHaveValue(readIntakeText(context.form, path) === '' ? '' : value);
    }
    if (context.form.fh.locations.length) expect(screen.getByTestId('location-0')).toHaveTextContent('Main Chapel');
  }
  if (snapshot.matches({ wizard: 'template' })) {
    if (snapshot.matches({ templates: 'loading' })) expect(screen.getByLabelText('Loading templates')).toHaveAttribute('aria-busy', 'true');
    if (snapshot.matches({ templates: 'failed' })) expect(await screen.findByText('Unable to load templates')).toBeInTheDocument();
    if (snapshot.matches({ templates: 'loaded' })) expect(await screen.findByRole('button', { name: 'Use Serenity' })).toBeInTheDocument();
  }
  if (snapshot.matches({ wizard: 'design' })) {
    expect(screen.getByRole('textbox', { name: 'Design Notes' })).toBeInTheDocument();
    if (context.images.length) expect(screen.getByTestId('image-0')).toHaveTextContent('logo.png');
    if (snapshot.matches({ logo: 'shown' }))
      expect(await screen.findByRole('img', { name: 'Base site logo' })).toHaveAttribute('src', '/logo.svg');
  }
  if (snapshot.matches({ wizard: 'additional' })) {
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    if (context.form.floral.shops.length) expect(screen.getByTestId('shop-0')).toHaveTextContent('Bloom & Co');
    if (context.failure) expect(await screen.findByText(context.failure)).toBeInTheDocument();
  }
  if (snapshot.matches({ wizard: { submitting: 'creatingSite' } }))
    expect(await screen.findByText('Creating the site…')).toBeInTheDocument();
  if (snapshot.matches({ wizard: { submitting: 'uploading' } }))
    expect(await screen.findByText(`Uploading images… (${context.uploaded + 1} of ${context.images.length})`)).toBeInTheDocument();
  if (snapshot.matches({ wizard: { submitting: 'creatingCard' } }))
    expect(await screen.findByText('Creating the Trello card…')).toBeInTheDocument();
  if (snapshot.matches({ wizard: { submitting: 'failed' } })) {
    expect(await screen.findByText(context.failure ?? '')).toBeInTheDocument();
    expect(screen.getByText('Site 77 was created; Retry repeats only this step.')).toBeInTheDocument();
  }
  if (snapshot.matches({ wizard: 'done' })) await waitFor(() => expect(page.onDone).toHaveBeenCalledWith('/sandbox/board/cards/abc'));
  if (snapshot.matches({ dialog: 'location' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    if (context.modalMissing.length)
      expect(within(dialog).getByText(`Please fill out these fields: ${context.modalMissing.join(', ')}`)).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add location' })).toBeNull());
  if (snapshot.matches({ dialog: 'shop' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Add flower shop' });
    if (context.modalMissing.length) expect(within(dialog).getByText('Please fill out these fields: Name')).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add flower shop' })).toBeNull());
  if (snapshot.matches({ dialog: 'hangOn' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Hang on!' });
    expect(within(dialog).getByText(context.hangOnMessage)).toBeInTheDocument();
    expect(["It looks like Oak Hill Funeral Home (ID: 42) doesn't have a Duda site.", "ID: 42 doesn't exist"]).toContain(
      context.hangOnMessage,
    );
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hang on!' })).toBeNull());
  if (snapshot.matches({ dialog: 'searching' })) expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-loading');
};

// Mantine's test environment applies no styles that could block a pointer, and the check reads the
// computed style of every ancestor on each click: the bulk of a click's time in jsdom.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const typeInto = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

const pick = async (user: UserEvent, label: string, option: string) => {
  // The label's text ends with the required asterisk.
  await user.click(fieldLabelled(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

const doEvent = async (user: UserEvent, page: Page, event: AnyEventObject) => {
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'SET': {
      const path = event.path as IntakeTextPath;
      const [, label] = [...fhFields, ...teamFields].find(([each]) => each === path) ?? ['', ''];
      if (isSelect(path)) return pick(user, label, optionLabel(path, String(event.value)));
      return typeInto(fieldLabelled(label), String(event.value));
    }
    case 'TOGGLE':
      return user.click(screen.getByRole('switch', { name: 'Hosted obituaries only' }));
    case 'SEARCH':
      typeInto(screen.getByRole('textbox', { name: 'Search by ID' }), String(event.fhid));
      return user.click(screen.getByRole('button', { name: 'Search' }));
    case 'CLOSE_DIALOG':
      return user.click(
        within(screen.getByRole('dialog')).getByRole('button', {
          name: screen.queryByRole('dialog', { name: 'Hang on!' }) ? 'OK' : 'Cancel',
        }),
      );
    case 'OPEN_LOCATION':
      return user.click(screen.getByRole('button', { name: 'Add location' }));
    case 'EDIT_LOCATION':
      return typeInto(
        within(dialog('Add location')).getByRole('textbox', { name: String(event.field).replace(/^./, (c) => c.toUpperCase()) }),
        String(event.value),
      );
    case 'SAVE_LOCATION':
      return user.click(within(dialog('Add location')).getByRole('button', { name: 'Save location' }));
    case 'OPEN_SHOP':
      return user.click(screen.getByRole('button', { name: 'Add flower shop' }));
    case 'EDIT_SHOP':
      return typeInto(within(dialog('Add flower shop')).getByRole('textbox', { name: 'Name' }), String(event.value));
    case 'SAVE_SHOP':
      return user.click(within(dialog('Add flower shop')).getByRole('button', { name: 'Save flower shop' }));
    case 'NEXT':
      return user.click(screen.getByRole('button', { name: 'Next' }));
    case 'BACK':
      return user.click(screen.getByRole('button', { name: 'Back' }));
    case 'SUBMIT':
      return user.click(screen.getByRole('button', { name: 'Submit' }));
    case 'RETRY':
    case 'RETRY_TEMPLATES':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'SELECT_TEMPLATE':
      return user.click(screen.getByRole('button', { name: 'Use Serenity' }));
    case 'ADD_IMAGES':
      return user.upload(screen.getByTestId('image-input'), event.files as File[]);
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as (typeof actorIds)[number];
      await waitFor(() => expect(page.stubs.waiting(id)).toBe(true));
      // Inside act: a step whose screen is not asserted does not wait for the answer's render.
      return act(async () => page.stubs.settle(event));
    }
  }
};

describe('the intake wizard, replayed through IntakeWizard', () => {
  const paths = coveringTransitions(
    getShortestPaths(intakeMachine, { events: eventsOf as never, serializeState: serialize, filterEvents: focused }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(intakeMachine));
  });

  const firstNewSteps = firstNewStepIndexes(paths);

  for (const [index, path] of paths.entries()) {
    it(
      path.steps.map((step) => step.event.type.replace('xstate.', '').replace('done.actor.', '').replace('error.actor.', '!')).join(' > '),
      async () => {
        const user = setupUser();
        const page = renderWizard();
        for (const [at, step] of path.steps.entries()) {
          await doEvent(user, page, step.event);
          if (at >= firstNewSteps[index]!) await assertScreen(step.state, page);
        }
        // A retry never makes a second site, and each image is uploaded for the site that was made.
        expect(page.stubs.calls.createSite.length).toBeLessThanOrEqual(path.steps.filter((step) => step.event.type === 'SUBMIT').length);
        for (const call of page.stubs.calls.uploadImage) expect(call).toMatchObject({ fhid: 77 });
        for (const call of page.stubs.calls.createCard) expect(call).toMatchObject({ fhid: 77 });
        // The longest paths fill all four steps through the real view: on a loaded 2-core runner one takes well past the project's 20 s.
      },
      90_000,
    );
  }
});

describe("part 2 §4's toggle rules, through the Additional Info step", () => {
  /** The wizard at Additional Info (hosted obituaries jumps there) with the templates loaded. */
  const atAdditional = async () => {
    const user = setupUser();
    const page = renderWizard();
    await waitFor(() => expect(page.stubs.waiting('loadTemplates')).toBe(true));
    page.stubs.settle({ type: 'xstate.done.actor.loadTemplates', output: templatesFixture });
    await user.click(await screen.findByRole('switch', { name: 'Hosted obituaries only' }));
    await screen.findByRole('heading', { level: 2, name: 'Additional Info' });
    return user;
  };
  const toggle = (user: UserEvent, name: string) => user.click(screen.getByRole('switch', { name }));
  const box = (name: string) => screen.getByLabelText(name, { selector: 'input' });

  it('passare off clears activeSync, autoPublish and the API key; autoPublish needs activeSync', async () => {
    const user = await atAdditional();
    await toggle(user, 'Passare');
    expect(screen.getByRole('switch', { name: 'Auto Publish' })).toBeDisabled();
    await toggle(user, 'Active Sync');
    await toggle(user, 'Auto Publish');
    typeInto(box('Passare API Key'), 'key-123');
    expect(screen.getByRole('switch', { name: 'Auto Publish' })).toBeChecked();
    await toggle(user, 'Active Sync');
    expect(screen.getByRole('switch', { name: 'Auto Publish' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto Publish' })).toBeDisabled();
    await toggle(user, 'Active Sync');
    await toggle(user, 'Auto Publish');
    await toggle(user, 'Passare');
    expect(screen.queryByRole('switch', { name: 'Active Sync' })).toBeNull();
    await toggle(user, 'Passare');
    expect(screen.getByRole('switch', { name: 'Active Sync' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto Publish' })).not.toBeChecked();
    expect(box('Passare API Key')).toHaveValue('');
  });

  it('asd off clears mailbox and password; ga off clears its id; gtm toggled either way clears its id', async () => {
    const user = await atAdditional();
    await toggle(user, 'ASD');
    typeInto(box('ASD Mailbox'), 'box');
    typeInto(box('ASD Password'), 'secret');
    await toggle(user, 'ASD');
    await toggle(user, 'ASD');
    expect(box('ASD Mailbox')).toHaveValue('');
    expect(box('ASD Password')).toHaveValue('');
    await toggle(user, 'Google Analytics');
    typeInto(box('GA Container ID'), 'G-1');
    await toggle(user, 'Google Analytics');
    await toggle(user, 'Google Analytics');
    expect(box('GA Container ID')).toHaveValue('');
    await toggle(user, 'Google Tag Manager');
    typeInto(box('GTM Container ID'), 'GTM-1');
    await toggle(user, 'Google Tag Manager');
    await toggle(user, 'Google Tag Manager');
    expect(box('GTM Container ID')).toHaveValue('');
  });

  it('ownsDomain off clears the DNS provider, username and password (owner and notes stay)', async () => {
    const user = await atAdditional();
    await toggle(user, 'The funeral home owns its domain');
    typeInto(box('DNS Provider'), 'GoDaddy');
    typeInto(box('DNS Username'), 'oak');
    typeInto(box('DNS Password'), 'pw');
    typeInto(box('DNS Owner'), 'Olive');
    await toggle(user, 'The funeral home owns its domain');
    await toggle(user, 'The funeral home owns its domain');
    expect(box('DNS Provider')).toHaveValue('');
    expect(box('DNS Username')).toHaveValue('');
    expect(box('DNS Password')).toHaveValue('');
    expect(box('DNS Owner')).toHaveValue('Olive');
  });
});

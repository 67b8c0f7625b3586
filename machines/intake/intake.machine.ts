import { and, assign, not, or, raise, setup, stateIn } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import type { Firm } from '../../domain/api/intake.schema';
import type { TemplateSummary as Template } from '../../domain/api/integrations.schema';
import {
  emptyFlowerShop,
  emptyIntakeForm,
  emptyLocation,
  type FlowerShop,
  type IntakeForm,
  type IntakeLocation,
  type IntakeStep,
  type IntakeToggle,
} from '../../domain/intake/intakeForm';
import { toggleIntake } from '../../domain/intake/intakeToggles';
import { flowerShopErrors, locationErrors, validateIntake, validateIntakeStep } from '../../domain/intake/intakeValidation';
import { newLocalId } from '../../domain/intake/localId';
import { notify } from '../shared/notice';
import { type ImageDraft, intakeNotices, intakeTexts, unprovidedIntakeActors } from './intake.actors';
import { type IntakeTextPath, setIntakeText } from './intakeFormPath';

export type ImageField = 'label' | 'alt' | 'comment';

export type IntakeContext = {
  form: IntakeForm;
  completed: Record<IntakeStep, boolean>;
  /** The fields the last Next or Submit found missing (the 'Please fill out these fields: ' alert). */
  missing: string[];
  templates: Template[];
  /** The builder site whose content the design step shows: the chosen template's base, or the searched firm's site. */
  baseSite: string | null;
  logoUrl: string | null;
  images: ImageDraft[];
  locationDraft: IntakeLocation;
  /** The row the location modal edits; null adds one. */
  locationIndex: number | null;
  shopDraft: FlowerShop;
  shopIndex: number | null;
  /** The fields the open modal found missing. */
  modalMissing: string[];
  searchId: number | null;
  hangOnMessage: string;
  /** The site the submit created: from then on a retry never makes another. */
  fhid: number | null;
  /** Images uploaded so far (each is uploaded once). */
  uploaded: number;
  cardUrl: string | null;
  /** Why the last submit step failed, as the wizard says it. */
  failure: string | null;
};

export type IntakeEvent =
  | { type: 'SET'; path: IntakeTextPath; value: string }
  /** The form as it was kept in the browser (a draft offered back), or the blank form (its Discard). */
  | { type: 'RESTORE_FORM'; form: IntakeForm }
  | { type: 'TOGGLE'; toggle: IntakeToggle; on: boolean }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SELECT_TEMPLATE'; templateId: string }
  | { type: 'RETRY_TEMPLATES' }
  | { type: 'OPEN_LOCATION'; index: number | null }
  | { type: 'EDIT_LOCATION'; field: Exclude<keyof IntakeLocation, 'id' | 'is_cemetery'>; value: string }
  | { type: 'SET_CEMETERY'; on: boolean }
  | { type: 'SAVE_LOCATION' }
  | { type: 'REMOVE_LOCATION'; index: number }
  | { type: 'OPEN_SHOP'; index: number | null }
  | { type: 'EDIT_SHOP'; field: Exclude<keyof FlowerShop, 'preference'>; value: string }
  | { type: 'SET_PREFERENCE'; preference: number }
  | { type: 'SAVE_SHOP' }
  | { type: 'REMOVE_SHOP'; index: number }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'SEARCH'; fhid: number }
  | { type: 'LOAD_LOGO' }
  | { type: 'ADD_IMAGES'; files: File[] }
  | { type: 'EDIT_IMAGE'; index: number; field: ImageField; value: string }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

const notDone = { fh: false, template: false, design: false, additional: false };

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** Prefill from an existing firm that has a builder site: its details, and its site as the base. */
const prefilled = (form: IntakeForm, firm: Firm): IntakeForm => ({
  ...form,
  fh: {
    ...form.fh,
    details: {
      ...form.fh.details,
      name: firm.name,
      url: firm.url ?? form.fh.details.url,
      provider: firm.provider_id ? String(firm.provider_id) : form.fh.details.provider,
      corporation: String(firm.corporation_id),
      referralPartner: firm.referral_partner_id ? String(firm.referral_partner_id) : 'none',
      fundingPartner: firm.funding_partner_id ? String(firm.funding_partner_id) : 'none',
    },
  },
});

/**
 * The New Website wizard (part 2 §2.6, §4, §5): four steps in order, Next checking the step
 * ('Please fill out these fields: ' and the list), a chosen template completing its step, hosted
 * obituaries skipping to Additional Info, part 2 §4's toggle rules, the location and flower shop
 * modals, the search by id with its 'Hang on!' modal, and a base site's logo. Submit creates the
 * site, uploads each image, then makes the board card; if a step after the site fails, the wizard
 * says which and Retry repeats only that step, so no second site is made and nothing typed is lost.
 */
export const intakeMachine = setup({
  types: {
    context: {} as IntakeContext,
    events: {} as IntakeEvent,
  },
  actors: unprovidedIntakeActors,
  actions: {
    notify,
    showStepMissing: assign({
      missing: ({ context }, step: IntakeStep) => validateIntakeStep(step, context.form).errors,
    }),
    showAllMissing: assign({ missing: ({ context }) => validateIntake(context.form).errors }),
    complete: assign({ completed: ({ context }, step: IntakeStep) => ({ ...context.completed, [step]: true }), missing: [] }),
    clearMissing: assign({ missing: [] }),
    loadLogo: raise({ type: 'LOAD_LOGO' }),
  },
  guards: {
    stepValid: ({ context }, step: IntakeStep) => validateIntakeStep(step, context.form).valid,
    formValid: ({ context }) => validateIntake(context.form).valid,
    hostedObits: ({ context }) => context.form.fh.hostedObits,
    turnsHostedObitsOn: ({ event }) => event.type === 'TOGGLE' && event.toggle === 'hostedObits' && event.on,
    editing: or([
      stateIn({ wizard: 'fh' }),
      stateIn({ wizard: 'template' }),
      stateIn({ wizard: 'design' }),
      stateIn({ wizard: 'additional' }),
    ]),
    locationValid: ({ context }) => locationErrors(context.locationDraft).length === 0,
    shopValid: ({ context }) => flowerShopErrors(context.shopDraft).length === 0,
    hasBuilderSite: ({ event }) => (event as unknown as { output: Firm }).output.duda_id !== null,
    firmMissing: ({ event }) => apiFailureOf(errorOf(event))?.status === 404,
    hasImages: ({ context }) => context.images.length > 0,
    moreImagesAfterThis: ({ context }) => context.uploaded + 1 < context.images.length,
    uploadFailed: ({ context }) => context.uploaded < context.images.length,
    hasBaseSite: ({ context }) => context.baseSite !== null,
  },
}).createMachine({
  id: 'intake',
  type: 'parallel',
  context: () => ({
    form: emptyIntakeForm(),
    completed: notDone,
    missing: [],
    templates: [],
    baseSite: null,
    logoUrl: null,
    images: [],
    locationDraft: emptyLocation(''),
    locationIndex: null,
    shopDraft: emptyFlowerShop(),
    shopIndex: null,
    modalMissing: [],
    searchId: null,
    hangOnMessage: '',
    fhid: null,
    uploaded: 0,
    cardUrl: null,
    failure: null,
  }),
  on: {
    SET: {
      guard: 'editing',
      actions: assign({ form: ({ context, event }) => setIntakeText(context.form, event.path, event.value) }),
    },
    RESTORE_FORM: { guard: 'editing', actions: assign({ form: ({ event }) => event.form, missing: [] }) },
    TOGGLE: [
      {
        guard: and(['editing', 'turnsHostedObitsOn']),
        target: '.wizard.additional',
        actions: assign({
          form: ({ context }) => toggleIntake(context.form, 'hostedObits', true),
          completed: ({ context }) => ({ ...context.completed, fh: true, template: true, design: true }),
          missing: [],
        }),
      },
      { guard: 'editing', actions: assign({ form: ({ context, event }) => toggleIntake(context.form, event.toggle, event.on) }) },
    ],
    ADD_IMAGES: {
      guard: 'editing',
      actions: assign({
        images: ({ context, event }) => [
          ...context.images,
          ...event.files.map((file) => ({ label: file.name.replace(/\.[^.]+$/, ''), alt: '', comment: '', file })),
        ],
      }),
    },
    EDIT_IMAGE: {
      guard: 'editing',
      actions: assign({
        images: ({ context, event }) =>
          context.images.map((image, index) => (index === event.index ? { ...image, [event.field]: event.value } : image)),
      }),
    },
    REMOVE_IMAGE: {
      guard: 'editing',
      actions: assign({ images: ({ context, event }) => context.images.filter((_, index) => index !== event.index) }),
    },
  },
  states: {
    wizard: {
      initial: 'fh',
      states: {
        fh: {
          on: {
            NEXT: [
              { guard: { type: 'stepValid', params: 'fh' }, target: 'template', actions: { type: 'complete', params: 'fh' } },
              { actions: { type: 'showStepMissing', params: 'fh' } },
            ],
          },
        },
        template: {
          on: {
            BACK: { target: 'fh', actions: 'clearMissing' },
            NEXT: [
              { guard: { type: 'stepValid', params: 'template' }, target: 'design', actions: { type: 'complete', params: 'template' } },
              { actions: { type: 'showStepMissing', params: 'template' } },
            ],
            SELECT_TEMPLATE: {
              target: 'design',
              actions: [
                assign(({ context, event }) => {
                  const template = context.templates.find((each) => each.template_id === event.templateId);
                  return template
                    ? {
                        form: { ...context.form, template: { id: template.template_id, name: template.template_name } },
                        baseSite: template.base_site_name,
                      }
                    : {};
                }),
                { type: 'complete', params: 'template' },
                'loadLogo',
              ],
            },
          },
        },
        design: {
          on: {
            BACK: { target: 'template', actions: 'clearMissing' },
            NEXT: { target: 'additional', actions: { type: 'complete', params: 'design' } },
          },
        },
        additional: {
          on: {
            BACK: [
              { guard: 'hostedObits', target: 'fh', actions: 'clearMissing' },
              { target: 'design', actions: 'clearMissing' },
            ],
            SUBMIT: [
              {
                guard: 'formValid',
                target: 'submitting',
                actions: [{ type: 'complete', params: 'additional' }, assign({ failure: null })],
              },
              { actions: 'showAllMissing' },
            ],
          },
        },
        submitting: {
          initial: 'creatingSite',
          states: {
            creatingSite: {
              invoke: {
                id: 'createSite',
                src: 'createSite',
                input: ({ context }) => context.form,
                onDone: [
                  { guard: 'hasImages', target: 'uploading', actions: assign({ fhid: ({ event }) => event.output.fhid }) },
                  { target: 'creatingCard', actions: assign({ fhid: ({ event }) => event.output.fhid }) },
                ],
                // No site was made: back to the last step, the form as it was, the server's reason shown.
                onError: {
                  target: '#intake.wizard.additional',
                  actions: assign({ failure: ({ event }) => refusalOf(event.error) ?? intakeTexts.createFailed }),
                },
              },
            },
            uploading: {
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context }) => {
                  const image = context.images[context.uploaded] ?? { label: '', alt: '', comment: '', file: new File([], '') };
                  return { ...image, fhid: context.fhid ?? 0 };
                },
                onDone: [
                  {
                    guard: 'moreImagesAfterThis',
                    target: 'uploading',
                    reenter: true,
                    actions: assign({ uploaded: ({ context }) => context.uploaded + 1 }),
                  },
                  { target: 'creatingCard', actions: assign({ uploaded: ({ context }) => context.uploaded + 1 }) },
                ],
                onError: {
                  target: 'failed',
                  actions: assign({ failure: ({ context }) => intakeTexts.uploadFailed(context.images[context.uploaded]?.label ?? '') }),
                },
              },
            },
            creatingCard: {
              invoke: {
                id: 'createCard',
                src: 'createCard',
                input: ({ context }) => ({ ...context.form, fhid: context.fhid ?? 0 }),
                onDone: { target: '#intake.wizard.done', actions: assign({ cardUrl: ({ event }) => event.output.cardUrl, failure: null }) },
                onError: { target: 'failed', actions: assign({ failure: intakeTexts.cardFailed }) },
              },
            },
            failed: {
              on: {
                RETRY: [
                  { guard: 'uploadFailed', target: 'uploading', actions: assign({ failure: null }) },
                  { target: 'creatingCard', actions: assign({ failure: null }) },
                ],
              },
            },
          },
        },
        done: { type: 'final' },
      },
    },
    templates: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadTemplates',
            src: 'loadTemplates',
            onDone: { target: 'loaded', actions: assign({ templates: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        loaded: {},
        failed: { on: { RETRY_TEMPLATES: 'loading' } },
      },
    },
    logo: {
      initial: 'none',
      // On each state, not the region: a re-entering transition on the region re-enters the whole machine.
      states: {
        none: { on: { LOAD_LOGO: { guard: 'hasBaseSite', target: 'loading' } } },
        loading: {
          on: { LOAD_LOGO: { guard: 'hasBaseSite', target: 'loading', reenter: true } },
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            input: ({ context }) => ({ baseId: context.baseSite ?? '' }),
            onDone: [{ target: 'shown', actions: assign({ logoUrl: ({ event }) => event.output.content.business_data.logo_url ?? null }) }],
            onError: { target: 'none', actions: assign({ logoUrl: null }) },
          },
        },
        shown: { on: { LOAD_LOGO: { guard: 'hasBaseSite', target: 'loading' } } },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN_LOCATION: {
              guard: 'editing',
              target: 'location',
              actions: assign(({ context, event }) => ({
                locationIndex: event.index,
                locationDraft: (event.index === null ? undefined : context.form.fh.locations[event.index]) ?? emptyLocation(newLocalId()),
                modalMissing: [],
              })),
            },
            REMOVE_LOCATION: {
              guard: 'editing',
              actions: assign({
                form: ({ context, event }) => ({
                  ...context.form,
                  fh: { ...context.form.fh, locations: context.form.fh.locations.filter((_, index) => index !== event.index) },
                }),
              }),
            },
            OPEN_SHOP: {
              guard: 'editing',
              target: 'shop',
              actions: assign(({ context, event }) => ({
                shopIndex: event.index,
                shopDraft: (event.index === null ? undefined : context.form.floral.shops[event.index]) ?? emptyFlowerShop(),
                modalMissing: [],
              })),
            },
            REMOVE_SHOP: {
              guard: 'editing',
              actions: assign({
                form: ({ context, event }) => ({
                  ...context.form,
                  floral: { shops: context.form.floral.shops.filter((_, index) => index !== event.index) },
                }),
              }),
            },
            SEARCH: {
              guard: and(['editing', not(stateIn({ wizard: 'submitting' }))]),
              target: 'searching',
              actions: assign({ searchId: ({ event }) => event.fhid }),
            },
          },
        },
        location: {
          on: {
            EDIT_LOCATION: {
              actions: assign({ locationDraft: ({ context, event }) => ({ ...context.locationDraft, [event.field]: event.value }) }),
            },
            SET_CEMETERY: {
              actions: assign({ locationDraft: ({ context, event }) => ({ ...context.locationDraft, is_cemetery: event.on }) }),
            },
            SAVE_LOCATION: [
              {
                guard: 'locationValid',
                target: 'closed',
                actions: assign({
                  form: ({ context }) => {
                    const { locations } = context.form.fh;
                    const next =
                      context.locationIndex === null
                        ? [...locations, context.locationDraft]
                        : locations.map((location, index) => (index === context.locationIndex ? context.locationDraft : location));
                    return { ...context.form, fh: { ...context.form.fh, locations: next } };
                  },
                  modalMissing: [],
                }),
              },
              { actions: assign({ modalMissing: ({ context }) => locationErrors(context.locationDraft) }) },
            ],
            CLOSE_DIALOG: 'closed',
          },
        },
        shop: {
          on: {
            EDIT_SHOP: { actions: assign({ shopDraft: ({ context, event }) => ({ ...context.shopDraft, [event.field]: event.value }) }) },
            SET_PREFERENCE: {
              actions: assign({ shopDraft: ({ context, event }) => ({ ...context.shopDraft, preference: event.preference }) }),
            },
            SAVE_SHOP: [
              {
                guard: 'shopValid',
                target: 'closed',
                actions: assign({
                  form: ({ context }) => {
                    const { shops } = context.form.floral;
                    const next =
                      context.shopIndex === null
                        ? [...shops, context.shopDraft]
                        : shops.map((shop, index) => (index === context.shopIndex ? context.shopDraft : shop));
                    return { ...context.form, floral: { shops: next } };
                  },
                  modalMissing: [],
                }),
              },
              { actions: assign({ modalMissing: ({ context }) => flowerShopErrors(context.shopDraft) }) },
            ],
            CLOSE_DIALOG: 'closed',
          },
        },
        searching: {
          invoke: {
            id: 'searchFirm',
            src: 'searchFirm',
            input: ({ context }) => ({ fhid: context.searchId ?? 0 }),
            onDone: [
              {
                guard: 'hasBuilderSite',
                target: 'closed',
                actions: [
                  assign({
                    form: ({ context, event }) => prefilled(context.form, event.output),
                    baseSite: ({ event }) => event.output.duda_id,
                  }),
                  'loadLogo',
                ],
              },
              {
                target: 'hangOn',
                actions: assign({ hangOnMessage: ({ event }) => intakeTexts.noBuilderSite(event.output.name, event.output.id) }),
              },
            ],
            onError: [
              {
                guard: 'firmMissing',
                target: 'hangOn',
                actions: assign({ hangOnMessage: ({ context }) => intakeTexts.noFirm(context.searchId ?? 0) }),
              },
              { target: 'closed', actions: { type: 'notify', params: intakeNotices.searchFailed } },
            ],
          },
        },
        hangOn: { on: { CLOSE_DIALOG: 'closed' } },
      },
    },
  },
});

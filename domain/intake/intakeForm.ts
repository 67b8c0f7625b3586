/**
 * The intake wizard's form (part 2 §3 'Intake form', §7 'POST /api/sites/intake'): what the
 * wizard holds and what it sends. The browser and the server share it, so a field the wizard
 * collects is a field the server validates.
 */

export const intakeSteps = ['fh', 'template', 'design', 'additional'] as const;
export type IntakeStep = (typeof intakeSteps)[number];

export const intakeStepTitles: Record<IntakeStep, string> = {
  fh: 'Funeral Home Details',
  template: 'Template',
  design: 'Design',
  additional: 'Additional Info',
};

/** A lookup choice in a select: an id as text, or 'none' where 'None' is a real answer. */
export const noneChoice = 'none';

export type IntakeLocation = {
  /** 21 characters (part 2 §9), made by the browser so an edit finds its row before the site exists. */
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  is_cemetery: boolean;
};

export type FlowerShop = {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  contactsName: string;
  email: string;
  phone: string;
  notes: string;
  /** 1 to 9, 1 most preferred. */
  preference: number;
};

export const integrationFlags = [
  'passare',
  'crakn',
  'halcyon',
  'osiris',
  'asd',
  'ga',
  'gtm',
  'lp',
  'memoriams',
  'swl',
  'tas',
  'aftercare',
] as const;
export type IntegrationFlag = (typeof integrationFlags)[number];

export const integrationLabels: Record<IntegrationFlag, string> = {
  passare: 'Passare',
  crakn: 'Crakn',
  halcyon: 'Halcyon',
  osiris: 'Osiris',
  asd: 'ASD',
  ga: 'Google Analytics',
  gtm: 'Google Tag Manager',
  lp: 'Legacy Pro',
  memoriams: 'Memoriams',
  swl: 'SWL',
  tas: 'TAS',
  aftercare: 'Aftercare',
};

/** The switches whose changes follow part 2 §4's rules (domain/intake/intakeToggles.ts). */
export type IntakeToggle = IntegrationFlag | 'activeSync' | 'autoPublish' | 'ownsDomain' | 'hostedObits' | 'urgentBuild';

export type Integrations = Record<IntegrationFlag, boolean> & {
  activeSync: boolean;
  autoPublish: boolean;
  passareApiKey: string;
  asdMailbox: string;
  asdPassword: string;
  gaContainerId: string;
  gtmContainerId: string;
  aftercareAccountId: string;
};

export const obituaryNotificationChoices = ['Instant', 'Digest'] as const;
export type ObituaryNotifications = (typeof obituaryNotificationChoices)[number];

export type IntakeForm = {
  fh: {
    details: {
      name: string;
      url: string;
      provider: string;
      referralPartner: string;
      fundingPartner: string;
      corporation: string;
      /** Comma-separated purchase-notification e-mails (part 2 §2.6). */
      floralPhone: string;
      replyToName: string;
      replyToAddress: string;
    };
    contact: { name: string; phone: string; email: string };
    locations: IntakeLocation[];
    hostedObits: boolean;
    urgentBuild: boolean;
    urgentBuildDesc: string;
  };
  template: { id: string; name: string };
  floral: { shops: FlowerShop[] };
  notes: { design: string; additional: string };
  dnsInfo: {
    ownsDomain: boolean;
    dnsProvider: string;
    dnsUsername: string;
    dnsPassword: string;
    dnsOwner: string;
    dnsNotes: string;
  };
  integrations: Integrations;
  subscriberInfo: { obituaryNotifications: ObituaryNotifications };
  team: {
    designer: string;
    ae: string;
    aeName: string;
    sdr: string;
    sdrName: string;
    am: string;
    amName: string;
    florist: string;
    floristName: string;
  };
};

export const emptyLocation = (id: string): IntakeLocation => ({
  id,
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  is_cemetery: false,
});

export const emptyFlowerShop = (): FlowerShop => ({
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  contactsName: '',
  email: '',
  phone: '',
  notes: '',
  preference: 1,
});

export const emptyIntakeForm = (): IntakeForm => ({
  fh: {
    details: {
      name: '',
      url: '',
      provider: '',
      referralPartner: '',
      fundingPartner: '',
      corporation: '',
      floralPhone: '',
      replyToName: '',
      replyToAddress: '',
    },
    contact: { name: '', phone: '', email: '' },
    locations: [],
    hostedObits: false,
    urgentBuild: false,
    urgentBuildDesc: '',
  },
  template: { id: '', name: '' },
  floral: { shops: [] },
  notes: { design: '', additional: '' },
  dnsInfo: { ownsDomain: false, dnsProvider: '', dnsUsername: '', dnsPassword: '', dnsOwner: '', dnsNotes: '' },
  integrations: {
    ...(Object.fromEntries(integrationFlags.map((flag) => [flag, false])) as Record<IntegrationFlag, boolean>),
    activeSync: false,
    autoPublish: false,
    passareApiKey: '',
    asdMailbox: '',
    asdPassword: '',
    gaContainerId: '',
    gtmContainerId: '',
    aftercareAccountId: '',
  },
  // Part 2 §9: Instant unless the home asks for a digest.
  subscriberInfo: { obituaryNotifications: 'Instant' },
  team: { designer: '', ae: '', aeName: '', sdr: '', sdrName: '', am: '', amName: '', florist: '', floristName: '' },
});

import type { IntakeForm } from '../../domain/intake/intakeForm';
import type { Harness } from './harness';

/** The providers, referral partner and funding partner the intake fixture names. */
export const addIntakeReferenceData = async (h: Harness): Promise<void> => {
  await h.handle.db.insertInto('providers').values({ id: 3, name: 'WebPro', contact_email: null }).execute();
  await h.handle.db.insertInto('referral_partners').values({ id: 7, name: 'Premier Partner Program' }).execute();
  await h.handle.db.insertInto('funding_partners').values({ id: 2, name: 'National Guardian Pre-Need' }).execute();
};

/** A complete intake body: two locations, a flower shop, Passare with a key, ASD, and a DNS login. */
export const intakeBodyFor = (h: Harness, overrides: { designer?: string } = {}): IntakeForm => ({
  fh: {
    details: {
      name: 'Oak Hill Funeral Home',
      url: 'https://oakhill.example',
      provider: '3',
      referralPartner: '7',
      fundingPartner: 'none',
      corporation: '1',
      floralPhone: 'orders@oakhill.example, owner@oakhill.example',
      replyToName: 'Oak Hill',
      replyToAddress: 'hello@oakhill.example',
    },
    contact: { name: 'Olive Oak', phone: '555-0100', email: 'olive@oakhill.example' },
    locations: [
      {
        id: 'aaaaaaaaaaaaaaaaaaaa1',
        name: 'Main Chapel',
        address: '1 Oak St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: '555-0101',
        email: '',
        is_cemetery: false,
      },
      {
        id: 'aaaaaaaaaaaaaaaaaaaa2',
        name: 'Oak Hill Cemetery',
        address: '9 Hill Rd',
        city: 'Springfield',
        state: 'IL',
        zip: '62702',
        phone: '',
        email: 'cemetery@oakhill.example',
        is_cemetery: true,
      },
    ],
    hostedObits: false,
    urgentBuild: true,
    urgentBuildDesc: 'Old host shuts down on the 30th',
  },
  template: { id: '1001', name: 'Serenity' },
  floral: {
    shops: [
      {
        name: 'Bloom & Co',
        address: '',
        city: 'Springfield',
        state: 'IL',
        zip: '',
        contactsName: 'Rosa',
        email: '',
        phone: '555-0200',
        notes: '',
        preference: 1,
      },
    ],
  },
  notes: { design: 'Navy and gold', additional: 'Call before noon' },
  dnsInfo: {
    ownsDomain: true,
    dnsProvider: 'GoDaddy',
    dnsUsername: 'oakhill',
    dnsPassword: 'dns-Pa55word!',
    dnsOwner: 'Olive',
    dnsNotes: '',
  },
  integrations: {
    passare: true,
    crakn: false,
    halcyon: false,
    osiris: false,
    asd: true,
    ga: true,
    gtm: false,
    lp: false,
    memoriams: false,
    swl: false,
    tas: false,
    aftercare: false,
    activeSync: true,
    autoPublish: true,
    passareApiKey: 'passare-KEY-123456',
    asdMailbox: 'oakhill-box',
    asdPassword: 'asd-Secret-789',
    gaContainerId: 'G-12345',
    gtmContainerId: '',
    aftercareAccountId: '',
  },
  subscriberInfo: { obituaryNotifications: 'Instant' },
  team: {
    designer: overrides.designer ?? '',
    ae: String(h.users.ae.id),
    aeName: h.users.ae.name,
    sdr: 'none',
    sdrName: 'None',
    am: String(h.users.am.id),
    amName: h.users.am.name,
    florist: '',
    floristName: '',
  },
});

/** The secrets of the fixture, which must never be readable in plain text outside an admin's reveal. */
export const intakeSecretValues = ['dns-Pa55word!', 'passare-KEY-123456', 'asd-Secret-789'];

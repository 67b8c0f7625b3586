import type { FlowerShop, IntakeForm, IntakeLocation, IntakeStep } from './intakeForm';

/** The alert of a step or modal that is not filled in (part 2 §5, §8). */
const fillOutPrefix = 'Please fill out these fields: ';

export type StepValidation = {
  valid: boolean;
  /** The labels of the fields to fill, in the order they appear. */
  errors: string[];
  /** 'Please fill out these fields: ' and the list, or '' when valid. */
  detail: string;
  /** Whether the home only wants hosted obituaries: the wizard then skips to Additional Info. */
  hostedObits: boolean;
};

const blank = (value: string) => value.trim() === '';

const missing = (fields: ReadonlyArray<readonly [label: string, value: string]>): string[] =>
  fields.filter(([, value]) => blank(value)).map(([label]) => label);

export const fillOutMessage = (errors: readonly string[]): string => (errors.length ? `${fillOutPrefix}${errors.join(', ')}` : '');

const result = (errors: string[], form: IntakeForm): StepValidation => ({
  valid: errors.length === 0,
  errors,
  detail: fillOutMessage(errors),
  hostedObits: form.fh.hostedObits,
});

const fhErrors = (form: IntakeForm): string[] => {
  const { details, contact } = form.fh;
  return [
    ...missing([
      ['Funeral Home Name', details.name],
      ['Website', details.url],
      ['Provider', details.provider],
      ['Referral Partner', details.referralPartner],
      ['Funding Partner', details.fundingPartner],
      ['Corporation', details.corporation],
      ['Purchase Notification Emails', details.floralPhone],
      ['Reply-To Name', details.replyToName],
      ['Reply-To Address', details.replyToAddress],
      ['Contact Name', contact.name],
      ['Contact Phone', contact.phone],
      ['Contact Email', contact.email],
    ]),
    ...(form.fh.locations.length === 0 ? ['Locations'] : []),
    ...(form.fh.urgentBuild && blank(form.fh.urgentBuildDesc) ? ['Urgent Build Description'] : []),
  ];
};

const templateErrors = (form: IntakeForm): string[] => (blank(form.template.id) || blank(form.template.name) ? ['Template'] : []);

const additionalErrors = (form: IntakeForm): string[] =>
  missing([
    ['Account Executive', form.team.ae],
    ['SDR', form.team.sdr],
    ['Account Manager', form.team.am],
  ]);

/**
 * One step's check (part 2 §5): Funeral Home needs every detail and contact field, a location, and
 * the urgent-build description when urgent; Template needs a template; Design is optional;
 * Additional Info needs the AE, SDR and AM ('None' counts as chosen).
 */
export const validateIntakeStep = (step: IntakeStep, form: IntakeForm): StepValidation => {
  switch (step) {
    case 'fh':
      return result(fhErrors(form), form);
    case 'template':
      return result(templateErrors(form), form);
    case 'design':
      return result([], form);
    case 'additional':
      return result(additionalErrors(form), form);
  }
};

/** The steps a submit needs: hosted-obituary homes skip the template (and design is optional). */
export const validateIntake = (form: IntakeForm): StepValidation =>
  result([...fhErrors(form), ...(form.fh.hostedObits ? [] : templateErrors(form)), ...additionalErrors(form)], form);

/** The location modal: name, address, city, state and zip required (part 2 §5). */
export const locationErrors = (location: IntakeLocation): string[] =>
  missing([
    ['Name', location.name],
    ['Address', location.address],
    ['City', location.city],
    ['State', location.state],
    ['Zip', location.zip],
  ]);

/** The flower shop modal: only the name is required, and a preference of 1 to 9. */
export const flowerShopErrors = (shop: FlowerShop): string[] => [
  ...missing([['Name', shop.name]]),
  ...(Number.isInteger(shop.preference) && shop.preference >= 1 && shop.preference <= 9 ? [] : ['Preference']),
];

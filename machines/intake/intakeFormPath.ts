import type { IntakeForm } from '../../domain/intake/intakeForm';

/** The text fields of the form a SET event may change, by their dotted path. */
export type IntakeTextPath =
  | `fh.details.${keyof IntakeForm['fh']['details']}`
  | `fh.contact.${keyof IntakeForm['fh']['contact']}`
  | 'fh.urgentBuildDesc'
  | `notes.${keyof IntakeForm['notes']}`
  | `dnsInfo.${Exclude<keyof IntakeForm['dnsInfo'], 'ownsDomain'>}`
  | `integrations.${'passareApiKey' | 'asdMailbox' | 'asdPassword' | 'gaContainerId' | 'gtmContainerId' | 'aftercareAccountId'}`
  | `team.${keyof IntakeForm['team']}`
  | 'subscriberInfo.obituaryNotifications';

/** The form with one text field changed (immutably). */
export const setIntakeText = (form: IntakeForm, path: IntakeTextPath, value: string): IntakeForm => {
  const keys = path.split('.');
  const write = (node: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const key = keys[depth] ?? '';
    return { ...node, [key]: depth === keys.length - 1 ? value : write(node[key] as Record<string, unknown>, depth + 1) };
  };
  return write(form, 0) as IntakeForm;
};

export const readIntakeText = (form: IntakeForm, path: IntakeTextPath): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], form) as string;

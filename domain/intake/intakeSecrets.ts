/** The intake secrets an admin may see masked and reveal (decisions.md §9), in the order they are shown. */
export const intakeSecretNames = ['dnsPassword', 'asdPassword', 'passareApiKey'] as const;
export type IntakeSecretName = (typeof intakeSecretNames)[number];

/** How the Credentials section and the log name each secret. */
export const intakeSecretLabels: Record<IntakeSecretName, string> = {
  dnsPassword: 'DNS password',
  asdPassword: 'ASD password',
  passareApiKey: 'Passare API key',
};

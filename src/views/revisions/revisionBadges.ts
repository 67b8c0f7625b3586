import type { RevisionLabel, RevisionSeverity } from '../../../domain/revisions/revisionRules';

/** Badge colours of a revision's severity and label, shared by the list and the stories. */
export const severityColors: Record<RevisionSeverity, string> = { High: 'red', Medium: 'yellow', Low: 'gray' };

export const labelColors: Record<RevisionLabel, string> = {
  'Waiting for designer': 'orange',
  'Waiting for verification': 'blue',
  Completed: 'green',
};

import { sendDigests } from '../inbox/sendDigests';
import type { JobDefinition } from './jobDefinition';

/** Daily at 8:00 UTC (issue 34, docs/decisions/0521): the e-mail digest of each person who asked for one. */
export const inboxDigestJob: JobDefinition = {
  name: 'inbox-digest',
  cron: '0 8 * * *',
  policy: 'singleton',
  handler: (deps) => sendDigests(deps),
};

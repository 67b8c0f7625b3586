import { fromPromise } from 'xstate';
import type { AuditEntry, AuditPage } from '../../../domain/api/audit.schema';
import type { AuditActors } from '../../../machines/audit/audit.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** A launch date moved by an account executive, a designer assigned by an admin, and a failed sign-in from outside. */
const auditEntriesFixture: AuditEntry[] = [
  {
    id: 13,
    at: '2026-11-20T16:00:00.000Z',
    person: { id: 1, name: 'Ada Admin' },
    address: '198.51.100.9',
    kind: 'assignment',
    action: 'change',
    entity: 'sites',
    entityLabel: 'Site',
    entityId: '42',
    site: { id: 42, name: 'Evergreen Funeral Home' },
    changes: [{ field: 'designer_id', label: 'Designer', before: null, after: 'Dana Designer' }],
  },
  {
    id: 12,
    at: '2026-11-20T15:04:05.000Z',
    person: { id: 4, name: 'Erin Executive' },
    address: '198.51.100.7',
    kind: 'launchDate',
    action: 'change',
    entity: 'sites',
    entityLabel: 'Site',
    entityId: '42',
    site: { id: 42, name: 'Evergreen Funeral Home' },
    changes: [{ field: 'scheduled_launch_date', label: 'Launch Date', before: '2026-12-01', after: '2026-12-08' }],
  },
  {
    id: 11,
    at: '2026-11-20T09:00:00.000Z',
    person: null,
    address: '203.0.113.50',
    kind: 'signInFailed',
    action: 'create',
    entity: 'sign_in_failures',
    entityLabel: 'Failed sign-in',
    entityId: '3',
    site: null,
    changes: [{ field: 'account', label: 'Account', before: null, after: 'nobody@example.com' }],
  },
];

/** The page after the first: one older entry, the last. */
const olderAuditEntry: AuditEntry = {
  id: 5,
  at: '2026-11-18T10:30:00.000Z',
  person: { id: 1, name: 'Ada Admin' },
  address: '198.51.100.9',
  kind: 'checklist',
  action: 'create',
  entity: 'site_checklist_ticks',
  entityLabel: 'Checklist item',
  entityId: '42:195',
  site: { id: 42, name: 'Evergreen Funeral Home' },
  changes: [{ field: 'checked', label: 'Checked', before: null, after: 'Yes' }],
};

const auditPeopleFixture: AuditPage['people'] = [
  { id: 1, name: 'Ada Admin' },
  { id: 4, name: 'Erin Executive' },
];

/** Audit actors for stories: the first page (with a next one) and the next page answer as asked. */
export const auditActorsFixture = (first: StubAnswer = 'answer', more: StubAnswer = 'answer'): AuditActors => ({
  loadAuditPage: fromPromise(({ input }) =>
    input.cursor === undefined
      ? stubAnswer(first, () => ({ entries: auditEntriesFixture, nextCursor: '11', people: auditPeopleFixture }))
      : stubAnswer(more, () => ({ entries: [olderAuditEntry], nextCursor: null, people: auditPeopleFixture })),
  ),
});

import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import type { SentDomainRequest } from '../../../domain/api/domainRequest.schema';
import { domainRequestDraftSchema, domainRequestFormOf, mayEditDomainRequestField } from '../../../domain/domainRequest/domainRequestForm';
import type { DomainRequestField } from '../../../domain/domainRequest/domainRequestRules';
import { domainRequestMachine } from '../../../machines/domainRequest/domainRequest.machine';
import { useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { KeptDraft } from '../shared/KeptDraft';

export type DomainRequestFormProps = { fhid: number };

const fieldLabels: Record<DomainRequestField, string> = {
  fhName: 'Funeral home name',
  primaryDomain: 'Domain',
  additionalDomains: 'Additional domains',
  providerEmail: 'Provider e-mail',
  otherEmail: 'Other e-mail',
  fhEmail: 'Funeral home e-mail',
  aeEmail: 'AE e-mail',
  additionalCc: 'Additional CC',
  aeNotes: 'AE notes',
};

const textFields: DomainRequestField[] = [
  'fhName',
  'primaryDomain',
  'additionalDomains',
  'providerEmail',
  'otherEmail',
  'fhEmail',
  'aeEmail',
  'additionalCc',
];
const commaSeparated = new Set<DomainRequestField>(['additionalDomains', 'additionalCc']);

const sentLine = (request: SentDomainRequest) =>
  `Sent ${dayjs(request.sentAt).format('MMM D, YYYY h:mm A')}${request.sentBy ? ` by ${request.sentBy}` : ''} to ${request.to.join(', ')} for ${request.primaryDomain}`;

/**
 * The Domains tab's request form (part 2 §3, §5): the site's defaults, the AE e-mail and domain
 * editable by admin only, each problem beside its field, 'Domain Request Sent!' when it went. What
 * is typed is kept in the browser until it is sent or discarded, and offered back (decision 0440).
 */
export function DomainRequestForm({ fhid }: DomainRequestFormProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('domainRequest', domainRequestMachine, { input: { fhid } });
  const { context } = snapshot;
  const { defaults } = context;
  const sending = snapshot.matches('sending');
  // The form holds nothing typed while it holds the site's defaults.
  const requestDraft = useKeptDraft(defaults ? `domainRequest:${fhid}` : null, context.form, (form) => send({ type: 'RESTORE', form }), {
    schema: domainRequestDraftSchema,
    blank: defaults ? domainRequestFormOf(defaults) : context.form,
  });

  if (snapshot.matches('loading')) {
    return (
      <Stack role="status" aria-label="Loading domain request" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} radius="md" />
        ))}
      </Stack>
    );
  }
  if (snapshot.matches('loadFailed') || !defaults) {
    return (
      <Alert color="red" title="Unable to load the domain request">
        <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (snapshot.matches('sent') && context.lastRequest) {
    return (
      <Alert color="green" title="Request sent">
        <Stack gap="sm">
          <Text>{sentLine(context.lastRequest)}</Text>
          <Group>
            <Button variant="light" onClick={() => send({ type: 'NEW_REQUEST' })}>
              Send another request
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const problemOf = (field: DomainRequestField) => context.problems.find((problem) => problem.field === field)?.reason;
  const change = (field: DomainRequestField) => (event: { currentTarget: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.currentTarget.value });
  const description = (field: DomainRequestField) => {
    if (commaSeparated.has(field)) return 'Separate with commas';
    if (field === 'providerEmail' && defaults.providerName) {
      return defaults.providerEmail ? `${defaults.providerName}'s contact` : `No contact address on file for ${defaults.providerName}`;
    }
    return undefined;
  };

  return (
    <form
      aria-label="Domain request"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Stack gap="sm">
        {context.lastRequest && <Text c="dimmed">{`Last request: ${sentLine(context.lastRequest)}`}</Text>}
        <KeptDraft draft={requestDraft} />
        {textFields.map((field) => (
          <TextInput
            key={field}
            label={fieldLabels[field]}
            description={description(field)}
            required={field === 'fhEmail' || field === 'primaryDomain'}
            value={context.form[field]}
            onChange={change(field)}
            disabled={!mayEditDomainRequestField(viewer.role, field, defaults)}
            error={problemOf(field)}
          />
        ))}
        <Textarea
          label={fieldLabels.aeNotes}
          rows={3}
          value={context.form.aeNotes}
          onChange={change('aeNotes')}
          error={problemOf('aeNotes')}
        />
        <Group>
          <Button type="submit" loading={sending}>
            Send Domain Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

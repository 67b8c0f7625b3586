import { ActionIcon, Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Person, PersonState } from '../../../domain/api/people.schema';
import { matchesPeopleFilter, personActions, type PersonAction } from '../../../domain/people/personActions';
import { isRole, roleNames, roles } from '../../../domain/roles';
import { peopleMachine } from '../../../machines/people/people.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { Menu } from '../shared/overlays/Menu';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';
import { AddPersonForm } from './AddPersonForm';

const stateColors: Record<PersonState, string> = { active: 'green', invited: 'blue', deactivated: 'gray' };
const stateLabels: Record<PersonState, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

const actionLabels: Record<PersonAction, string> = {
  changeRole: 'Change role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resendInvitation: 'Resend invitation',
  revokeInvitation: 'Revoke invitation',
  resetSignIn: 'Reset sign-in',
};

/** What the one confirm modal says before each action but a role change (which picks the role in its own modal). */
const confirmTexts = (action: Exclude<PersonAction, 'changeRole'>, name: string) =>
  ({
    deactivate: {
      title: `Deactivate ${name}?`,
      message: `${name} is signed out everywhere at once and can no longer sign in. Their sites, notes and log entries stay.`,
      tone: 'danger' as const,
    },
    reactivate: { title: `Reactivate ${name}?`, message: `${name} can sign in again.`, tone: 'positive' as const },
    resendInvitation: {
      title: `Resend the invitation to ${name}?`,
      message: 'A new link is e-mailed; the earlier one stops working.',
      tone: undefined,
    },
    revokeInvitation: {
      title: `Revoke the invitation of ${name}?`,
      message: 'The link in their e-mail stops working.',
      tone: 'danger' as const,
    },
    resetSignIn: {
      title: `Reset the sign-in of ${name}?`,
      message: `${name} is signed out everywhere and e-mailed a link to choose a new password.`,
      tone: 'danger' as const,
    },
  })[action];

const roleOptions = roles.map((role) => ({ value: role, label: roleNames[role] }));
const lastSignIn = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : 'Never');

/**
 * The People screen (admins, issue 29): everyone with their role, state, last sign-in and second
 * factor; search and a role filter; add a person (an invitation e-mail); each row's menu changes
 * the role, deactivates or reactivates, resends or revokes the invitation, or resets the sign-in.
 */
export function PeopleView() {
  usePageTitle('People');
  const [snapshot, send] = useWorkflowMachine('people', peopleMachine);
  const { context } = snapshot;
  const pendingPerson = context.pending && context.people.find((person) => person.id === context.pending?.personId);
  const acting = snapshot.matches({ ready: 'acting' });
  const confirming = snapshot.matches({ ready: 'confirming' }) || acting;
  const shown = context.people.filter((person) => matchesPeopleFilter(person, context));
  const pendingAction = context.pending?.action;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>People</Title>
        {snapshot.matches('ready') && <Button onClick={() => send({ type: 'OPEN_ADD' })}>Add person</Button>}
      </Group>
      <Group align="end">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          value={context.search}
          onChange={(event) => send({ type: 'SEARCH', search: event.currentTarget.value })}
        />
        <Select
          label="Role"
          placeholder="Every role"
          clearable
          data={roleOptions}
          value={context.role}
          onChange={(value) => send({ type: 'FILTER_ROLE', role: isRole(value) ? value : null })}
        />
      </Group>
      {snapshot.matches('loading') && <Loader role="status" aria-label="Loading people" />}
      {snapshot.matches('error') && (
        <Alert color="red" title="Unable to load people">
          <Button variant="light" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Alert>
      )}
      {snapshot.matches('ready') && shown.length === 0 && <Text c="dimmed">Nobody matches.</Text>}
      {snapshot.matches('ready') && shown.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th>Second factor</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((person) => (
                <PersonRow key={person.id} person={person} onAsk={(action) => send({ type: 'ASK', action, personId: person.id })} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={snapshot.matches({ ready: 'adding' }) || snapshot.matches({ ready: 'savingNew' })}
        onClose={() => send({ type: 'CANCEL' })}
        title="Add person"
      >
        <AddPersonForm
          saving={snapshot.matches({ ready: 'savingNew' })}
          onSubmit={(person) => send({ type: 'SUBMIT_ADD', person })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      </Modal>
      <Modal
        opened={confirming && pendingAction === 'changeRole'}
        onClose={() => send({ type: 'CANCEL' })}
        title={`Change the role of ${pendingPerson?.name ?? ''}`}
        size="sm"
      >
        <Stack>
          <Select
            label="New role"
            data={roleOptions.filter((option) => option.value !== pendingPerson?.role)}
            value={context.pending?.role ?? null}
            onChange={(value) => isRole(value) && send({ type: 'CHOOSE_ROLE', role: value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={acting}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'CONFIRM' })} loading={acting} disabled={!context.pending?.role}>
              Change role
            </Button>
          </Group>
        </Stack>
      </Modal>
      {pendingAction && pendingAction !== 'changeRole' && pendingPerson && (
        <ConfirmModal
          opened={confirming}
          {...confirmTexts(pendingAction, pendingPerson.name)}
          actionText={actionLabels[pendingAction]}
          pending={acting}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </Stack>
  );
}

function PersonRow({ person, onAsk }: { person: Person; onAsk: (action: PersonAction) => void }) {
  return (
    <Table.Tr>
      <Table.Td>{person.name}</Table.Td>
      <Table.Td>{person.email}</Table.Td>
      <Table.Td>{roleNames[person.role]}</Table.Td>
      <Table.Td>
        <Badge color={stateColors[person.state]} variant="light">
          {stateLabels[person.state]}
        </Badge>
      </Table.Td>
      <Table.Td>{lastSignIn(person.lastSignInAt)}</Table.Td>
      <Table.Td>{person.secondFactor ? 'On' : 'Off'}</Table.Td>
      <Table.Td>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${person.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {personActions(person).map((action) => (
              <Menu.Item key={action} onClick={() => onAsk(action)}>
                {actionLabels[action]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

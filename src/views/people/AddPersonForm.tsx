import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { addPersonBody, type AddPersonBody } from '../../../domain/api/people.schema';
import { isRole, roleNames, roles, type Role } from '../../../domain/roles';
import { Select } from '../shared/overlays/Select';

type Props = {
  saving: boolean;
  onSubmit: (person: Required<AddPersonBody>) => void;
  onCancel: () => void;
};

/** The field's own problem by the API's schema, so the form and the server say the same. */
const problemOf = (field: keyof AddPersonBody) => (_value: unknown, values: Record<string, unknown>) => {
  const result = v.safeParse(addPersonBody, { ...values, role: values.role || undefined, trelloId: values.trelloId || null });
  if (result.success) return null;
  const issue = result.issues.find((candidate) => candidate.path?.[0]?.key === field);
  return issue?.message ?? null;
};

/** Name, e-mail, role and Trello member id of a new person, who is then e-mailed an invitation. */
export function AddPersonForm({ saving, onSubmit, onCancel }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: '' as Role | '', trelloId: '' },
    validate: {
      name: problemOf('name'),
      email: problemOf('email'),
      role: (value) => (isRole(value) ? null : 'Choose a role'),
      trelloId: problemOf('trelloId'),
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          name: values.name.trim(),
          email: values.email.trim(),
          role: values.role as Role,
          trelloId: values.trelloId.trim() || null,
        }),
      )}
    >
      <Stack>
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <Select
          label="Role"
          required
          data={roles.map((role) => ({ value: role, label: roleNames[role] }))}
          {...form.getInputProps('role')}
        />
        <TextInput label="Trello member id" description="Optional" {...form.getInputProps('trelloId')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

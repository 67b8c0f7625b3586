import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { changePasswordMachine } from '../../../machines/profile/changePassword.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

const fieldText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The Password tab: the current password, then a new one (at least 12 characters, not a common one). */
export function ChangePasswordView() {
  const [snapshot, send] = useWorkflowMachine('profile', changePasswordMachine);
  const { errors, changes } = snapshot.context;
  const changing = snapshot.matches('changing');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ type: 'SUBMIT', currentPassword: fieldText(form, 'currentPassword'), newPassword: fieldText(form, 'newPassword') });
  };
  return (
    // A fresh, empty form after each change.
    <form onSubmit={submit} key={changes}>
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="dimmed">
          Changing your password signs out every other session of yours.
        </Text>
        <PasswordInput
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
          disabled={changing}
        />
        <PasswordInput
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          description="At least 12 characters, and not a common password."
          required
          error={errors.newPassword}
          disabled={changing}
        />
        <Group>
          <Button type="submit" loading={changing}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { FormEvent } from 'react';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';

type Props = {
  /** A recovery code is asked for instead of the app's code. */
  recoveryCode: boolean;
  pending: boolean;
  errorMessage: string | null;
  onSubmit: (code: string) => void;
  onToggleRecoveryCode: () => void;
};

/** The sign-in page's second step for a person with a second factor (issue 29): the app's code, or a recovery code. */
export function SignInCodeStep({ recoveryCode, pending, errorMessage, onSubmit, onToggleRecoveryCode }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    onSubmit(typeof code === 'string' ? code : '');
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={1} size="h3" ta="center" c="light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-3))">
          Website Admin
        </Title>
        <Title order={2} ta="center">
          Sign in to your account
        </Title>
        <Text size="sm">
          {recoveryCode
            ? 'Enter one of the recovery codes you saved when you turned on the second factor. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows.'}
        </Text>
        {/* A new key per kind empties the field when the person switches. */}
        <TextInput
          key={recoveryCode ? 'recovery' : 'app'}
          name="code"
          label={recoveryCode ? 'Recovery code' : 'Code'}
          autoComplete="one-time-code"
          inputMode={recoveryCode ? 'text' : 'numeric'}
          required
          data-autofocus
          autoFocus
          disabled={pending}
        />
        {errorMessage && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {errorMessage}
          </Text>
        )}
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Verifying...' : 'Verify'}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onToggleRecoveryCode} disabled={pending}>
          {recoveryCode ? 'Use the code from your app' : 'Use a recovery code'}
        </Anchor>
      </Stack>
    </form>
  );
}

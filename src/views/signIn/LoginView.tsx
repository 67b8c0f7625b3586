import type { FormEvent } from 'react';
import { useEffect } from 'react';
import { useCallbackRef } from '@mantine/hooks';
import { Anchor, Button, Center, Loader, LoadingOverlay, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { oidcEndpoints } from '../../../domain/api/oidc.endpoints';
import type { OidcOutcome } from '../../../domain/api/oidc.schema';
import { SignInCodeStep } from './SignInCodeStep';
import type { SignInOutput } from '../../../machines/signIn/signIn.actors';
import { signInMachine } from '../../../machines/signIn/signIn.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

type Props = {
  /** The one-time code of a sign-in link (/login?u=<code>), or null for the e-mail form. */
  preauthCode: string | null;
  /** How the identity provider's sign-in ended (/login?oidc=…), or null. */
  oidc: OidcOutcome | null;
  /** The path of this app to come back to after the identity provider. */
  returnTo: string;
  /** Called once signed in: the page stores the user and leaves for where they are going. */
  onSignedIn: (signedIn: SignInOutput) => void;
};

const fieldText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The sign-in page (part 1 §2). Renders the signIn machine's state; every rule is in the machine. */
export function LoginView({ preauthCode, oidc, returnTo, onSignedIn }: Props) {
  const [snapshot, send] = useWorkflowMachine('signIn', signInMachine, { input: { preauthCode, oidc } });
  const pending = snapshot.matches('loading') || snapshot.matches('success');
  const authenticating = snapshot.matches('authenticating') || snapshot.matches('resuming');
  const { options } = snapshot.context;
  const passwordForm = options?.passwordSignIn !== false;
  // The second factor's step (issue 29) replaces the password form until it ends.
  const codeStep = snapshot.matches('code') || snapshot.matches('verifyingCode') || snapshot.matches('codeFailure');
  const codeStepDone = snapshot.matches('success') && snapshot.context.ticket !== null;

  const signedIn = snapshot.status === 'done' ? snapshot.output : null;
  const reportSignedIn = useCallbackRef(onSignedIn);
  useEffect(() => {
    if (signedIn) reportSignedIn(signedIn);
  }, [signedIn, reportSignedIn]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ type: 'SUBMIT', username: fieldText(form, 'username'), password: fieldText(form, 'password') });
  };

  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420} pos="relative">
        <LoadingOverlay
          visible={authenticating}
          zIndex={10}
          overlayProps={{ blur: 2 }}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs">
                <Loader />
                <Text fw={500}>Authenticating</Text>
              </Stack>
            ),
          }}
        />
        {codeStep || codeStepDone ? (
          <SignInCodeStep
            recoveryCode={snapshot.context.recoveryCode}
            pending={snapshot.matches('verifyingCode') || codeStepDone}
            errorMessage={snapshot.matches('codeFailure') ? snapshot.context.errorMessage : null}
            onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
            onToggleRecoveryCode={() => send({ type: 'TOGGLE_RECOVERY_CODE' })}
          />
        ) : (
          <form onSubmit={submit}>
            <Stack>
              {/* The product's name on the card (issue 18): the page's one h1. */}
              <Title order={1} size="h3" ta="center" c="light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-3))">
                Website Admin
              </Title>
              <Title order={2} ta="center">
                Sign in to your account
              </Title>
              {passwordForm && (
                <>
                  <TextInput
                    name="username"
                    type="email"
                    label="Email address"
                    autoComplete="email"
                    required
                    disabled={pending || authenticating}
                  />
                  <PasswordInput
                    name="password"
                    label="Password"
                    autoComplete="current-password"
                    required
                    disabled={pending || authenticating}
                  />
                  <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
                    Forgot password?
                  </Anchor>
                </>
              )}
              {snapshot.matches('failure') && snapshot.context.errorMessage && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {snapshot.context.errorMessage}
                </Text>
              )}
              {passwordForm && (
                <Button type="submit" fullWidth disabled={pending || authenticating}>
                  {pending ? 'Loading...' : 'Sign in'}
                </Button>
              )}
              {options?.oidc && (
                <Button
                  component="a"
                  href={`${oidcEndpoints.start.path}?${new URLSearchParams({ returnTo }).toString()}`}
                  variant={passwordForm ? 'default' : 'filled'}
                  fullWidth
                  disabled={pending || authenticating}
                  // A link has no disabled state of its own: say so to assistive technology (and to axe, which judged its greyed text).
                  aria-disabled={pending || authenticating || undefined}
                >
                  {`Sign in with ${options.oidc.label}`}
                </Button>
              )}
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}

import { type FormEvent, useEffect } from 'react';
import { Alert, Button, Code, Group, Image, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { secondFactorMachine } from '../../../machines/secondFactor/secondFactor.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { RecoveryCodesList } from './RecoveryCodesList';
import { useQrCode } from './useQrCode';

const fieldText = (event: FormEvent<HTMLFormElement>, name: string): string => {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value : '';
};

/** The profile's Second factor tab (issue 29). Renders the secondFactor machine's state; every rule is in the machine and the server. */
export function SecondFactorView({ onEnrolled }: { onEnrolled?: () => void }) {
  usePageTitle('Second factor');
  const [snapshot, send] = useWorkflowMachine('secondFactor', secondFactorMachine);
  const { status, enrolment, recoveryCodes, errorMessage } = snapshot.context;
  const qrCode = useQrCode(enrolment?.otpauthUrl ?? null);
  // Told once the factor is on and its recovery codes were seen (never earlier: the route lifts the
  // REQUIRE_2FA gate with it, which mounts the shell around this tab again and would lose the codes).
  const enrolled = snapshot.matches('on');
  useEffect(() => {
    if (enrolled) onEnrolled?.();
  }, [enrolled, onEnrolled]);
  const error = errorMessage && (
    <Alert color="red" role="alert">
      {errorMessage}
    </Alert>
  );

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'CONFIRM', code: fieldText(event, 'code') });
  };
  const turnOff = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'TURN_OFF', password: fieldText(event, 'password'), code: fieldText(event, 'code') });
  };

  return (
    <Stack maw={560}>
      <Title order={2}>Second factor</Title>
      {snapshot.matches('loading') && <Loader role="status" aria-label="Loading" />}
      {snapshot.matches('loadFailed') && (
        <Alert color="red" title="Unable to load your second factor">
          <Button variant="light" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Alert>
      )}
      {status?.required && !status.enabled && !snapshot.matches('codes') && (
        <Alert color="yellow" title="Set up your second factor">
          Your role must use a second factor. Set it up here to continue using the app.
        </Alert>
      )}
      {(snapshot.matches('off') || snapshot.matches('starting')) && (
        <>
          <Text>
            A second factor asks for a code from an authenticator app on your phone after your password, so a stolen password alone cannot
            sign in.
          </Text>
          {error}
          <Group>
            <Button onClick={() => send({ type: 'START' })} loading={snapshot.matches('starting')}>
              Turn on second factor
            </Button>
          </Group>
        </>
      )}
      {(snapshot.matches('enrolling') || snapshot.matches('confirming')) && enrolment && (
        <>
          <Text>1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Text>
          {qrCode ? <Image src={qrCode} alt="QR code for your authenticator app" w={200} h={200} /> : <Loader />}
          <Text size="sm">
            Or type this key into the app: <Code data-testid="totp-secret">{enrolment.secret}</Code>
          </Text>
          <form onSubmit={confirm}>
            <Stack gap="xs">
              <Text>2. Enter the 6-digit code the app shows.</Text>
              <TextInput
                name="code"
                label="Code"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                disabled={snapshot.matches('confirming')}
              />
              {error}
              <Group>
                <Button type="submit" loading={snapshot.matches('confirming')}>
                  Confirm
                </Button>
              </Group>
            </Stack>
          </form>
        </>
      )}
      {snapshot.matches('codes') && <RecoveryCodesList codes={recoveryCodes} onSaved={() => send({ type: 'CODES_SAVED' })} />}
      {(snapshot.matches('on') || snapshot.matches('turningOff')) && status && (
        <>
          <Text>
            On since {status.enabledAt ? dayjs(status.enabledAt).format('MMM D, YYYY') : 'now'}. {status.recoveryCodesLeft} of 10 recovery
            codes left.
          </Text>
          {status.required ? (
            <Text size="sm" c="dimmed">
              Your role must keep a second factor.
            </Text>
          ) : (
            <form onSubmit={turnOff}>
              <Stack gap="xs">
                <Text fw={600}>Turn it off</Text>
                <PasswordInput name="password" label="Current password" autoComplete="current-password" required />
                <TextInput name="code" label="Code or recovery code" autoComplete="one-time-code" required />
                {error}
                <Group>
                  <Button type="submit" color="red" loading={snapshot.matches('turningOff')}>
                    Turn off second factor
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </>
      )}
    </Stack>
  );
}

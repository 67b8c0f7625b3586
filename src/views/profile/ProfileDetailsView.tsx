import { Alert, Avatar, Button, FileButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import type { Profile } from '../../../domain/api/me.schema';
import { profileDetailsMachine } from '../../../machines/profile/profileDetails.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

const fieldText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The Details tab: avatar, name and board member id; the e-mail is shown, an admin changes it. `onProfileChanged` hears each profile read or saved. */
export function ProfileDetailsView({ onProfileChanged }: { onProfileChanged?: (profile: Profile) => void }) {
  const [snapshot, send] = useWorkflowMachine('profile', profileDetailsMachine);
  const { profile } = snapshot.context;
  // The route keeps the shell's name and avatar in step with what the server now holds.
  useEffect(() => {
    if (profile) onProfileChanged?.(profile);
  }, [profile, onProfileChanged]);
  if (snapshot.matches('loading')) return <Loader role="status" aria-label="Loading the profile" />;
  if (snapshot.matches('loadFailed') || !profile)
    return (
      <Alert color="red" title="Unable to load the profile">
        <Button variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Try again
        </Button>
      </Alert>
    );
  const busy = snapshot.matches('saving') || snapshot.matches('uploading');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ type: 'SAVE', name: fieldText(form, 'name'), trelloMemberId: fieldText(form, 'trelloMemberId') });
  };
  return (
    <Stack gap="lg">
      <Group gap="md">
        <Avatar src={profile.image} name={profile.name} color="initials" size="xl" alt={`${profile.name}'s avatar`} />
        <FileButton onChange={(file) => file && send({ type: 'UPLOAD', file })} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button {...props} variant="default" loading={snapshot.matches('uploading')} disabled={busy}>
              Change avatar
            </Button>
          )}
        </FileButton>
      </Group>
      {/* Keyed by the saved values: a save that the server trimmed shows what it kept. */}
      <form onSubmit={submit} key={`${profile.name}|${profile.trelloMemberId ?? ''}`}>
        <Stack gap="sm">
          <TextInput name="name" label="Name" defaultValue={profile.name} required maxLength={100} disabled={busy} />
          <TextInput label="Email address" value={profile.email} readOnly description="An admin changes the address you sign in with." />
          <TextInput
            name="trelloMemberId"
            label="Trello member id"
            defaultValue={profile.trelloMemberId ?? ''}
            description="24 letters and digits; leave empty if you are not on the board."
            disabled={busy}
          />
          <Group>
            <Button type="submit" loading={snapshot.matches('saving')} disabled={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <Text size="sm" c="dimmed">
        Avatars: PNG, JPEG, GIF or WebP, at most 10 MB.
      </Text>
    </Stack>
  );
}

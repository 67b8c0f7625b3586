import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FlowerShop, IntakeLocation } from '../../../domain/intake/intakeForm';
import { fillOutMessage } from '../../../domain/intake/intakeValidation';
import { intakeTexts } from '../../../machines/intake/intake.actors';
import type { IntakeStepProps } from './IntakeContext';
import { Modal } from '../shared/overlays/Modal';

const locationFields: ReadonlyArray<[Exclude<keyof IntakeLocation, 'id' | 'is_cemetery'>, string]> = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['phone', 'Phone'],
  ['email', 'Email'],
];
const shopFields: ReadonlyArray<[Exclude<keyof FlowerShop, 'preference'>, string]> = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['contactsName', 'Contact Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['notes', 'Notes'],
];

/** The wizard's modals: a location, a flower shop, and 'Hang on!' after a search (part 2 §5, §8). */
export function IntakeModals({ snapshot, send }: IntakeStepProps) {
  const { context } = snapshot;
  const close = () => send({ type: 'CLOSE_DIALOG' });
  const missing = context.modalMissing.length > 0 && <Alert color="red">{fillOutMessage(context.modalMissing)}</Alert>;
  return (
    <>
      <Modal
        opened={snapshot.matches({ dialog: 'location' })}
        onClose={close}
        title={context.locationIndex === null ? 'Add location' : 'Edit location'}
        size="lg"
      >
        <Stack>
          {missing}
          <SimpleGrid cols={2}>
            {locationFields.map(([field, label]) => (
              <TextInput
                key={field}
                label={label}
                withAsterisk={!['phone', 'email'].includes(field)}
                value={context.locationDraft[field]}
                onChange={(e) => send({ type: 'EDIT_LOCATION', field, value: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label="Cemetery"
            checked={context.locationDraft.is_cemetery}
            onChange={(e) => send({ type: 'SET_CEMETERY', on: e.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'SAVE_LOCATION' })}>Save location</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={snapshot.matches({ dialog: 'shop' })}
        onClose={close}
        title={context.shopIndex === null ? 'Add flower shop' : 'Edit flower shop'}
        size="lg"
      >
        <Stack>
          {missing}
          <SimpleGrid cols={2}>
            {shopFields.map(([field, label]) => (
              <TextInput
                key={field}
                label={label}
                withAsterisk={field === 'name'}
                value={context.shopDraft[field]}
                onChange={(e) => send({ type: 'EDIT_SHOP', field, value: e.currentTarget.value })}
              />
            ))}
            <NumberInput
              label="Preference"
              description="1 is most preferred"
              min={1}
              max={9}
              value={context.shopDraft.preference}
              onChange={(value) => send({ type: 'SET_PREFERENCE', preference: typeof value === 'number' ? value : Number(value) })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => send({ type: 'SAVE_SHOP' })}>Save flower shop</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={snapshot.matches({ dialog: 'hangOn' })} onClose={close} title={intakeTexts.hangOn} centered>
        <Stack>
          <Text>{context.hangOnMessage}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

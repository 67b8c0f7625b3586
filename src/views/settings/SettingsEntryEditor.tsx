import { Button, Checkbox, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contactTypes, type CorporationContact } from '../../../domain/api/settings.schema';
import { scrapeProviderFamilies, type ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import type { SettingsChange, SettingsRow } from '../../../machines/settings/settings.actors';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';
import { contactTypeLabels } from './CorporationContacts';

type Update = Extract<SettingsChange, { kind: 'update' }>['body'];

/** The lists whose entries have more than a name to edit. */
export const hasDetails = (row: SettingsRow): boolean =>
  'contacts' in row || 'scrapeFamily' in row || 'question' in row || 'requiresNote' in row;

const blankContact: CorporationContact = { name: '', email: '', type: 'primary', domainContact: false, priority: null };

/** A corporation's contacts, edited as a whole (the API replaces them together). */
function ContactsFields({ contacts, onChange }: { contacts: CorporationContact[]; onChange: (next: CorporationContact[]) => void }) {
  const edit = (index: number, patch: Partial<CorporationContact>) =>
    onChange(contacts.map((contact, at) => (at === index ? { ...contact, ...patch } : contact)));
  return (
    <Stack gap="sm">
      {contacts.length === 0 && <Text size="sm">No contacts</Text>}
      {contacts.map((contact, index) => {
        const which = `contact ${index + 1}`;
        return (
          <Stack key={index} gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={600}>
              {`Contact ${index + 1}`}
            </Text>
            <Group grow align="flex-end">
              <TextInput
                label="Name"
                aria-label={`Name of ${which}`}
                value={contact.name}
                onChange={(e) => edit(index, { name: e.currentTarget.value })}
              />
              <TextInput
                label="E-mail"
                aria-label={`E-mail of ${which}`}
                type="email"
                value={contact.email}
                onChange={(e) => edit(index, { email: e.currentTarget.value })}
              />
            </Group>
            <Group grow align="flex-end">
              <Select
                label="Type"
                aria-label={`Type of ${which}`}
                data={contactTypes.map((type) => ({ value: type, label: contactTypeLabels[type] }))}
                value={contact.type}
                allowDeselect={false}
                onChange={(type) => type && edit(index, { type })}
              />
              <NumberInput
                label="Priority"
                aria-label={`Priority of ${which}`}
                min={1}
                max={99}
                allowDecimal={false}
                value={contact.priority ?? ''}
                onChange={(value) => edit(index, { priority: typeof value === 'number' ? value : null })}
              />
            </Group>
            <Group justify="space-between">
              <Checkbox
                label="Domain contact"
                aria-label={`Domain contact: ${which}`}
                checked={contact.domainContact}
                onChange={(e) => edit(index, { domainContact: e.currentTarget.checked })}
              />
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(contacts.filter((_, at) => at !== index))}>
                {`Remove ${which}`}
              </Button>
            </Group>
          </Stack>
        );
      })}
      <Group>
        <Button size="xs" variant="default" onClick={() => onChange([...contacts, blankContact])}>
          Add a contact
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An entry's own fields beyond its name (issue 30): a corporation's contacts, a provider's scrape
 * family and contact e-mail, an addon's question, whether a reason requires a note. Saving sends
 * what the form holds; the server validates it and names a wrong field.
 */
export function SettingsEntryEditor({ row, onSave, onClose }: { row: SettingsRow; onSave: (body: Update) => void; onClose: () => void }) {
  const [contacts, setContacts] = useState<CorporationContact[]>('contacts' in row ? row.contacts : []);
  const [scrapeFamily, setScrapeFamily] = useState<ScrapeProviderFamily>('scrapeFamily' in row ? row.scrapeFamily : 'generic');
  const [contactEmail, setContactEmail] = useState('contactEmail' in row ? (row.contactEmail ?? '') : '');
  const [question, setQuestion] = useState('question' in row ? (row.question ?? '') : '');
  const [requiresNote, setRequiresNote] = useState('requiresNote' in row && row.requiresNote);

  const body = (): Update => {
    if ('contacts' in row) return { contacts };
    if ('scrapeFamily' in row) return { scrapeFamily, contactEmail: contactEmail.trim() || null };
    if ('question' in row) return { question: question.trim() || null };
    return { requiresNote };
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${row.name}`} size="lg">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(body());
        }}
      >
        {'contacts' in row && <ContactsFields contacts={contacts} onChange={setContacts} />}
        {'scrapeFamily' in row && (
          <>
            <Select
              label="Scrape family"
              data={[...scrapeProviderFamilies]}
              value={scrapeFamily}
              allowDeselect={false}
              onChange={(family) => family && setScrapeFamily(family)}
            />
            <TextInput label="Contact e-mail" type="email" value={contactEmail} onChange={(e) => setContactEmail(e.currentTarget.value)} />
          </>
        )}
        {'question' in row && (
          <Textarea
            label="Question asked before it is ticked"
            rows={3}
            value={question}
            onChange={(e) => setQuestion(e.currentTarget.value)}
          />
        )}
        {'requiresNote' in row && (
          <Checkbox label="Requires a note" checked={requiresNote} onChange={(e) => setRequiresNote(e.currentTarget.checked)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

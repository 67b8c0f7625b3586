import { List, Text } from '@mantine/core';
import type { CorporationContact } from '../../../domain/api/settings.schema';

/** How a contact's type reads on the screen. */
export const contactTypeLabels: Record<CorporationContact['type'], string> = {
  primary: 'primary',
  secondary: 'secondary',
  domain_primary: 'domain primary',
};

/** A corporation's contacts under its name: the go-live panel's manual DNS e-mails the domain contacts. */
export function CorporationContacts({ contacts }: { contacts: readonly CorporationContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <List size="xs" mt={4}>
      {contacts.map((contact) => (
        <List.Item key={`${contact.email}-${contact.type}`}>
          <Text size="xs" span>
            {`${contact.name} <${contact.email}>, ${contactTypeLabels[contact.type]}${contact.domainContact ? ', domain contact' : ''}${contact.priority ? `, priority ${contact.priority}` : ''}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

import { Avatar, Group, Text } from '@mantine/core';
import { IconCheck, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ColorSchemeChoice, Density } from '../../../domain/api/me.schema';
import { usePreferences } from '../../wiring/preferences';
import { Menu } from '../shared/overlays/Menu';

const schemeChoices: readonly { value: ColorSchemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
const densityChoices: readonly { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

type Props = {
  name: string;
  image: string | null;
  onSignOut: () => void;
};

/**
 * Top-bar user area: the name, and the avatar (initials without an image) opening a menu: Profile,
 * the colour scheme (light, dark, or the device's) and the lists' density (issue 33), Sign out.
 * The choice in use is ticked (and aria-current).
 */
export function UserMenu({ name, image, onSignOut }: Props) {
  const navigate = useNavigate();
  const control = usePreferences();
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={500} visibleFrom="xs">
        {name}
      </Text>
      <Menu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <Avatar
            component="button"
            type="button"
            aria-label="User menu"
            src={image}
            // The button's label says what it is; the picture is decoration (axe: image-alt).
            alt=""
            name={name}
            color="initials"
            style={{ cursor: 'pointer', border: 0 }}
          />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => void navigate({ to: '/profile' })}>
            Profile
          </Menu.Item>
          {control && (
            <>
              <Menu.Divider />
              <Menu.Label>Colour scheme</Menu.Label>
              {schemeChoices.map(({ value, label }) => (
                <Menu.Item
                  key={value}
                  aria-current={control.preferences.colorScheme === value}
                  leftSection={control.preferences.colorScheme === value ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
                  onClick={() => control.choose({ colorScheme: value })}
                >
                  {label}
                </Menu.Item>
              ))}
              <Menu.Label>Density</Menu.Label>
              {densityChoices.map(({ value, label }) => (
                <Menu.Item
                  key={value}
                  aria-current={control.preferences.density === value}
                  leftSection={control.preferences.density === value ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
                  onClick={() => control.choose({ density: value })}
                >
                  {label}
                </Menu.Item>
              ))}
              <Menu.Divider />
            </>
          )}
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

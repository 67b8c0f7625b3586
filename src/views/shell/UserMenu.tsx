import { Avatar, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Menu } from '../shared/overlays/Menu';
type Props = {
  name: string;
  image: string | null;
  onSignOut: () => void;
};

/** Top-bar user area: the name, and the avatar (initials without an image) opening a menu: Profile, Sign out. */
export function UserMenu({ name, image, onSignOut }: Props) {
  const navigate = useNavigate();
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
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

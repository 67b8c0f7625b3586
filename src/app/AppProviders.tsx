import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { theme } from './theme';

/** Toasts: top-right, closing after 5 s (part 1 §9). */
export const toastAutoCloseMs = 5000;

/** Mantine theme and toasts around the whole app; stories use the same providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" autoClose={toastAutoCloseMs} />
      {children}
    </MantineProvider>
  );
}

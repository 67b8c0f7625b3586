// Mantine's reset, variables and helpers; each component's styles come with its code (build/mantineStyles.ts).
import 'virtual:mantine-styles/base.css';
import { createContext, useContext, type ReactNode } from 'react';
import { MantineProvider, type MantineColorScheme } from '@mantine/core';
import { useOverlays } from '../views/shared/overlays/overlayLoader';
import { cssVariablesResolver, theme } from './theme';

/** A toast shows top-right and closes after 5 s (part 1 §9). */
const toastAutoCloseMs = 5000;

const InsideAppProviders = createContext(false);

/** Mantine's toast container, there once the overlay code has loaded: showNotice loads it first. */
function ToastContainer() {
  const overlays = useOverlays();
  return overlays && <overlays.Notifications position="top-right" autoClose={toastAutoCloseMs} />;
}

/**
 * Under Vitest, Mantine's test environment: no transitions and no portals, so a menu or modal is
 * there as soon as it opens instead of after animation frames that jsdom runs late under load.
 */
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * Mantine theme and toasts around the whole app. Storybook's preview adds them to every story;
 * a story or test that wraps itself again gets no second toast container (toasts would show twice).
 * Storybook's theme toolbar forces light or dark here (`forceColorScheme`); the app leaves it unset.
 */
export function AppProviders({
  children,
  forceColorScheme,
}: {
  children: ReactNode;
  forceColorScheme?: Exclude<MantineColorScheme, 'auto'>;
}) {
  if (useContext(InsideAppProviders)) return children;
  return (
    <InsideAppProviders.Provider value>
      {/* 'auto' follows the device's light or dark setting until a signed-in person's choice (src/wiring/preferences.tsx). */}
      <MantineProvider
        theme={theme}
        env={mantineEnv}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        forceColorScheme={forceColorScheme}
      >
        <ToastContainer />
        {children}
      </MantineProvider>
    </InsideAppProviders.Provider>
  );
}

/** The tabs of /profile, each a child route. */
export const profileTabs = [
  { value: 'details', label: 'Details', to: '/profile' },
  { value: 'password', label: 'Password', to: '/profile/password' },
  { value: 'sessions', label: 'Sessions', to: '/profile/sessions' },
  { value: 'second-factor', label: 'Second factor', to: '/profile/second-factor' },
] as const;

export type ProfileTab = (typeof profileTabs)[number];

/** Which tab a path under /profile shows. */
export const profileTabOfPath = (pathname: string): ProfileTab['value'] => {
  const segment = /^\/profile\/([^/]+)/.exec(pathname)?.[1];
  return profileTabs.find((tab) => tab.value === segment)?.value ?? 'details';
};

/**
 * The two sizes every story is looked at and checked at (issue 36): the desk and the phone. The
 * toolbar offers them; `npm run stories:check` screenshots and checks every story at both.
 */
export const storyViewports = {
  desktop: { name: 'Desktop 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

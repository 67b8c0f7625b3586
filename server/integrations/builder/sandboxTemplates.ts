/**
 * The sandbox builder's templates: a handful of funeral-home designs, each with its pages and
 * colours. Thumbnails and images are SVGs drawn by sandboxPages.ts and served by server/routes/sandbox.routes.ts.
 */
export interface SandboxTemplate {
  id: string;
  name: string;
  /** Background and accent colours of the thumbnail and the rendered pages. */
  colors: { background: string; accent: string };
  pages: readonly { title: string; path: string }[];
}

const standardPages = [
  { title: 'Home', path: 'home' },
  { title: 'Obituaries', path: 'obituaries' },
  { title: 'Our Staff', path: 'our-staff' },
  { title: 'Services', path: 'services' },
  { title: 'Pre-Planning', path: 'pre-planning' },
  { title: 'Contact Us', path: 'contact-us' },
] as const;

export const sandboxTemplates: readonly SandboxTemplate[] = [
  { id: '1001', name: 'Serenity', colors: { background: '#eef3f7', accent: '#2f5d7c' }, pages: standardPages },
  { id: '1002', name: 'Heritage', colors: { background: '#f6f1e7', accent: '#6b4f2a' }, pages: standardPages },
  {
    id: '1003',
    name: 'Meadow',
    colors: { background: '#eef6ee', accent: '#3d6b3d' },
    pages: [...standardPages, { title: 'Grief Support', path: 'grief-support' }],
  },
  { id: '1004', name: 'Chapel', colors: { background: '#f3eff6', accent: '#5a3d7a' }, pages: standardPages },
  {
    id: '1005',
    name: 'Harbor',
    colors: { background: '#ecf4f6', accent: '#1f5f6b' },
    pages: [...standardPages, { title: 'Testimonials', path: 'testimonials' }, { title: 'FAQ', path: 'faq' }],
  },
];

/** Each template is made from a base site of this name; its content can be read like any site's. */
export const baseSiteName = (template: SandboxTemplate): string => `sandbox-base-${template.id}`;

export const findSandboxTemplate = (templateId: string): SandboxTemplate | undefined =>
  sandboxTemplates.find((template) => template.id === templateId);

export const findTemplateByBaseSite = (siteName: string): SandboxTemplate | undefined =>
  sandboxTemplates.find((template) => baseSiteName(template) === siteName);

/** The images every template's content library starts with. */
export const templateImageLabels = ['Hero', 'Chapel', 'Flowers'] as const;

export const sandboxPaths = {
  thumbnail: (templateId: string) => `/sandbox/templates/${templateId}/thumbnail.svg`,
  templatePreview: (templateId: string) => `/sandbox/templates/${templateId}/preview`,
  image: (templateId: string, label: string) => `/sandbox/templates/${templateId}/images/${encodeURIComponent(label.toLowerCase())}.svg`,
  preview: (siteName: string) => `/sandbox/preview/${siteName}`,
  live: (apex: string) => `/sandbox/live/${apex}`,
  editor: (siteName: string, token: string) => `/sandbox/editor/${siteName}?token=${encodeURIComponent(token)}`,
  card: (cardId: string) => `/sandbox/board/cards/${cardId}`,
};

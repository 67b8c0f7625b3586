import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { BoardCard } from '../board/board.port';
import type { BuilderContent, BuilderPage } from './builder.port';
import type { SandboxTemplate } from './sandboxTemplates';

/**
 * The pages the sandbox builder and board serve in place of the real services' own: plain,
 * readable HTML (inline styles only, which our Content-Security-Policy allows), so Preview,
 * Website, Editor and card links open something real.
 */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const page = (title: string, colors: SandboxTemplate['colors'], body: Html): Html =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <!-- The app's icon: without one the browser asks for /favicon.ico, a 404. -->
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      </head>
      <body style="margin:0;font-family:Georgia,serif;background:${colors.background};color:#222">
        ${body}
      </body>
    </html>`;

const banner = (text: string, accent: string): Html =>
  html`<div role="note" style="background:${accent};color:#fff;padding:6px 16px;font:14px system-ui,sans-serif">${text}</div>`;

const siteBody = (
  name: string,
  pages: readonly Pick<BuilderPage, 'title' | 'path' | 'seo'>[],
  content: BuilderContent,
  accent: string,
): Html => {
  const location = content.location_data;
  const address = location.address;
  return html`<header style="padding:32px 16px;border-bottom:4px solid ${accent}">
      <h1 style="margin:0;color:${accent}">${name}</h1>
      ${address?.city ? html`<p style="margin:4px 0 0">${[address.streetAddress, address.city, address.region, address.postalCode].filter(Boolean).join(', ')}</p>` : ''}
      ${location.phones?.[0] ? html`<p style="margin:4px 0 0">Call ${location.phones[0].phoneNumber}</p>` : ''}
      ${location.emails?.[0] ? html`<p style="margin:4px 0 0">${location.emails[0].emailAddress}</p>` : ''}
    </header>
    <nav aria-label="Pages" style="padding:8px 16px;font-family:system-ui,sans-serif">
      ${pages.map((p) => html`<a href="#${p.path}" style="margin-right:12px;color:${accent}">${p.title}</a>`)}
    </nav>
    <main style="padding:0 16px 32px">
      ${pages.map(
        (p) =>
          html`<section id="${p.path}">
            <h2>${p.title}</h2>
            <p>${p.seo.description ?? `${p.title} at ${name}.`}</p>
          </section>`,
      )}
      <section aria-label="Images" style="display:flex;gap:8px;flex-wrap:wrap">
        ${content.site_images.map((image) => html`<img src="${image.url}" alt="${image.alt}" width="240" height="160" />`)}
      </section>
    </main>`;
};

export const renderSitePage = (options: {
  kind: 'Preview' | 'Live' | 'Template preview';
  name: string;
  pages: readonly Pick<BuilderPage, 'title' | 'path' | 'seo'>[];
  content: BuilderContent;
  colors: SandboxTemplate['colors'];
}): Html => {
  const note =
    options.kind === 'Live'
      ? 'Sandbox website: the published version of this site.'
      : options.kind === 'Preview'
        ? 'Sandbox preview: the latest draft of this site.'
        : 'Sandbox template preview.';
  return page(
    `${options.name}${options.kind === 'Live' ? '' : ` | ${options.kind}`}`,
    options.colors,
    html`${banner(note, options.colors.accent)}${siteBody(options.name, options.pages, options.content, options.colors.accent)}`,
  );
};

export const renderEditorPage = (options: {
  siteName: string;
  name: string;
  pages: readonly BuilderPage[];
  content: BuilderContent;
  colors: SandboxTemplate['colors'];
}): Html =>
  page(
    `${options.name} | Sandbox editor`,
    options.colors,
    html`${banner(`Sandbox editor for site ${options.siteName}. The real builder's editor opens here when it is configured.`, options.colors.accent)}
      <main style="padding:16px;font-family:system-ui,sans-serif">
        <h1>${options.name}</h1>
        <table style="border-collapse:collapse">
          <caption style="text-align:left;font-weight:bold">
            Pages and their SEO
          </caption>
          <thead>
            <tr>
              <th scope="col" style="text-align:left;padding:4px 8px">Page</th>
              <th scope="col" style="text-align:left;padding:4px 8px">SEO title</th>
              <th scope="col" style="text-align:left;padding:4px 8px">SEO description</th>
            </tr>
          </thead>
          <tbody>
            ${options.pages.map(
              (p) =>
                html`<tr>
                  <td style="padding:4px 8px">${p.title}</td>
                  <td style="padding:4px 8px">${p.seo.title ?? '—'}</td>
                  <td style="padding:4px 8px">${p.seo.description ?? '—'}</td>
                </tr>`,
            )}
          </tbody>
        </table>
        <h2>Content library</h2>
        <p>Business name: ${options.content.business_data.name ?? '—'}</p>
        <p>Images: ${options.content.site_images.length}</p>
      </main>`,
  );

const neutral = { background: '#f4f5f7', accent: '#0079bf' };

export const renderMessagePage = (title: string, message: string): Html =>
  page(
    title,
    neutral,
    html`<main style="padding:32px 16px;font-family:system-ui,sans-serif">
      <h1>${title}</h1>
      <p>${message}</p>
    </main>`,
  );

export const renderCardPage = (card: BoardCard, comments: readonly { text: string; createdAt: Date }[]): Html =>
  page(
    `${card.name} | Sandbox board`,
    neutral,
    html`${banner('Sandbox task board: this card stands in for the real board card.', neutral.accent)}
      <main style="padding:16px;font-family:system-ui,sans-serif">
        <h1>${card.name}</h1>
        <p>List: <strong>${card.list ?? 'not on a tracked list'}</strong></p>
        <p>Members: ${card.memberIds.length ? card.memberIds.join(', ') : 'none'}</p>
        <h2>Description</h2>
        <pre style="white-space:pre-wrap;font-family:inherit">${card.description}</pre>
        <h2>Comments</h2>
        ${
          comments.length
            ? html`<ul>
                ${comments.map((comment) => html`<li>${comment.text} <small>(${comment.createdAt.toISOString()})</small></li>`)}
              </ul>`
            : html`<p>No comments yet.</p>`
        }
      </main>`,
  );

/** A thumbnail or stock image: the template's colours and a caption. */
export const renderSvg = async (caption: string, colors: SandboxTemplate['colors']): Promise<string> =>
  String(
    await html`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${caption}">
      <rect width="400" height="300" fill="${colors.background}" />
      <rect width="400" height="64" fill="${colors.accent}" />
      <rect x="24" y="96" width="352" height="120" rx="8" fill="${colors.accent}" opacity="0.15" />
      <text x="200" y="260" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="${colors.accent}">${caption}</text>
    </svg>`,
  );

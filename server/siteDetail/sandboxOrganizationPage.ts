import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type OrganizationSite = { id: number; name: string; launcher_label: string };

/**
 * The sandbox stand-in for the provider's back office page of one organization: its id and the
 * sites that name it, each linking back to the site's page in Website Admin. Plain HTML with
 * inline styles, like the other sandbox pages, which our Content-Security-Policy allows.
 */
export const renderOrganizationPage = (
  organizationId: string,
  sites: readonly OrganizationSite[],
): HtmlEscapedString | Promise<HtmlEscapedString> =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Organization ${organizationId} | Sandbox back office</title>
      </head>
      <body style="margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#222">
        <div role="note" style="background:#0079bf;color:#fff;padding:6px 16px;font-size:14px">
          Sandbox back office: set ORGANIZATION_DASHBOARD_URL to open the provider's own page instead.
        </div>
        <main style="padding:16px">
          <h1>Organization ${organizationId}</h1>
          <h2>Sites linked to this organization</h2>
          ${
            sites.length
              ? html`<ul>
                  ${sites.map((site) => html`<li><a href="/sites/id/${site.id}">${site.id} ${site.name}</a> (${site.launcher_label})</li>`)}
                </ul>`
              : html`<p>No site is linked to this organization.</p>`
          }
        </main>
      </body>
    </html>`;

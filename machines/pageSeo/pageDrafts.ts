import type { SitePage } from '../../domain/api/pageSeo.schema';
import type { PageSeoChange } from './pageSeo.actors';

export type PageSeo = SitePage['seo'];

/** Edits not saved yet, by page uuid: what the editor shows in place of the saved SEO. */
export type Drafts = Record<string, PageSeo>;

/** The SEO a page shows: its draft when it has one. */
export const shownSeo = (drafts: Drafts, page: SitePage): PageSeo => drafts[page.uuid] ?? page.seo;

const sameSeo = (a: PageSeo, b: PageSeo) => a.title === b.title && a.description === b.description;

/** The pages whose shown SEO differs from what is saved: what Save sends. */
export const changedPages = (drafts: Drafts, pages: readonly SitePage[]): PageSeoChange[] =>
  pages
    .filter((page) => drafts[page.uuid] && !sameSeo(shownSeo(drafts, page), page.seo))
    .map((page) => ({ uuid: page.uuid, seo: shownSeo(drafts, page) }));

/** Kept changes brought back (a draft kept in the browser): those of pages the site still has. */
export const draftsOf = (changes: readonly PageSeoChange[], pages: readonly SitePage[]): Drafts =>
  Object.fromEntries(
    changes.filter((change) => pages.some((page) => page.uuid === change.uuid)).map((change) => [change.uuid, change.seo]),
  );

export const withDraft = (drafts: Drafts, page: SitePage, change: Partial<PageSeo>): Drafts => ({
  ...drafts,
  [page.uuid]: { ...shownSeo(drafts, page), ...change },
});

/**
 * The drafts left once the server answered a save: a draft the answer now holds is saved; one the
 * user changed while the save ran (or a page the save did not send) stays, so nothing typed is lost.
 */
export const settleDrafts = (drafts: Drafts, saved: readonly SitePage[]): Drafts =>
  Object.fromEntries(
    Object.entries(drafts).filter(([uuid, draft]) => {
      const page = saved.find((candidate) => candidate.uuid === uuid);
      // The server trims what it saves.
      return page !== undefined && !sameSeo({ title: draft.title.trim(), description: draft.description.trim() }, page.seo);
    }),
  );

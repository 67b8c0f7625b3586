import type { ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import { type FixtureObituary, longDate } from './fixtureObituaries';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>${head}</head><body><nav><a href="/">Home</a> <a href="/about-us">About</a></nav>${body}<footer><p>Copyright Old Funeral Home</p></footer></body></html>`;

/** Where each family keeps an obituary (the record URL a listing links to). */
export const obituaryPath = (family: ScrapeProviderFamily, obituary: FixtureObituary): string => {
  switch (family) {
    case 'tribute':
      return `/obituaries/${obituary.slug}`;
    case 'batesville':
      return `/obituary/${obituary.slug}?obId=${obituary.index + 1}`;
    case 'frontrunner':
      return `/book-of-memories/${1000 + obituary.index}/${obituary.slug}/obituary.php`;
    case 'generic':
      return `/obituaries/${obituary.slug}`;
  }
};

/** Where each family keeps listing page n (1-based). */
export const listingPath = (family: ScrapeProviderFamily, n: number): string => {
  switch (family) {
    case 'tribute':
      return `/obituaries/obituary-listings?page=${n}`;
    case 'batesville':
      return `/obituaries/obituary-listing?page=${n}`;
    case 'frontrunner':
      return n === 1 ? '/book-of-memories/' : `/book-of-memories/?page=${n}`;
    case 'generic':
      return n === 1 ? '/obituaries' : `/obituaries?page=${n}`;
  }
};

/** A listing page as the family writes it; `next` is the following page's path, if any. */
export const listingPage = (family: ScrapeProviderFamily, obituaries: FixtureObituary[], next: string | null): string => {
  const link = (obituary: FixtureObituary) => escape(obituaryPath(family, obituary));
  switch (family) {
    case 'tribute':
      return page(
        'Obituaries',
        `<div class="obit-list">${obituaries
          .map(
            (o) =>
              `<div class="obit-list-item"><a class="obit-thumb" href="${link(o)}"><img src="${o.photo}"></a><h2><a class="obit-name-link" href="${link(o)}">${escape(o.name)}</a></h2></div>`,
          )
          .join(
            '',
          )}</div><div class="obit-pagination">${next ? `<a class="next-page" rel="next" href="${escape(next)}">Next</a>` : ''}</div>`,
      );
    case 'batesville':
      // The real listing pages by script: no next link, no last page.
      return page(
        'Obituary Listing',
        `<div id="obitlist">${obituaries.map((o) => `<div class="obitlist-item"><div class="obitlist-title"><a href="${link(o)}">${escape(o.name)}</a></div></div>`).join('')}</div><div id="loadMore" data-page="1"></div>`,
      );
    case 'frontrunner':
      return page(
        'Book of Memories',
        `<div class="bom-listing">${obituaries.map((o) => `<div class="bom-card"><a href="${link(o)}">${escape(o.name)}</a><a href="${link(o)}#guestbook">Sign guestbook</a></div>`).join('')}</div>${next ? `<a class="next-page" href="${escape(next)}">Older obituaries</a>` : ''}`,
      );
    case 'generic':
      return page(
        'Obituaries',
        `<main><h1>Obituaries</h1><ul>${obituaries.map((o) => `<li><a href="${link(o)}">${escape(o.name)}</a></li>`).join('')}</ul>${next ? `<a rel="next" href="${escape(next)}">Next</a>` : ''}</main>`,
        next ? `<link rel="next" href="${escape(next)}">` : '',
      );
  }
};

const paragraphs = (o: FixtureObituary) => o.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');

/** An obituary page as the family writes it. */
export const obituaryPage = (family: ScrapeProviderFamily, o: FixtureObituary): string => {
  switch (family) {
    case 'tribute': {
      // Tribute pages carry a Person block with stray backslashes (\- and \') that strict JSON refuses.
      const jsonLd = `{"@context":"https://schema.org","@type":"Person","name":"${o.name.replace(/'/g, "\\'")}","birthDate":"${o.birth}","deathDate":"${o.death}","image":"${o.photo}","description":"${o.paragraphs[0]!.replace(/,/g, '\\,')}"}`;
      return page(
        o.name,
        `<div id="obituary"><h1 class="obit-name">${escape(o.name)}</h1><div class="obit-dates"><span class="obit-birth">${longDate(o.birth)}</span> - <span class="obit-death">${longDate(o.death)}</span></div><div class="obit-image"><img src="${o.photo}" alt=""></div><div class="obit-text">${paragraphs(o)}</div><div class="service-events">${o.services
          .map(
            (s) =>
              `<div class="service-event"><h3 class="event-type">${escape(s.type)}</h3><div class="event-date">${longDate(s.date)} 10:00 AM</div><div class="event-location">${escape(s.location)}</div></div>`,
          )
          .join('')}</div></div>`,
        `<script type="application/ld+json">${jsonLd}</script>`,
      );
    }
    case 'batesville':
      return page(
        o.name,
        `<div id="obitHeader"><h1 class="obitName">${escape(o.name)}</h1><h3 class="obitDates">${longDate(o.birth)} - ${longDate(o.death)}</h3></div><div id="obitPhoto"><img src="${o.photo}"></div><div id="obitText">${paragraphs(o)}</div><div id="services">${o.services
          .map(
            (s) =>
              `<div class="service-item"><span class="service-type">${escape(s.type)}</span><span class="service-date">${longDate(s.date)}</span><span class="service-location">${escape(s.location)}</span></div>`,
          )
          .join('')}</div>`,
      );
    case 'frontrunner':
      return page(
        o.name,
        `<div class="bom-header"><h1 class="bom-name">${escape(o.name)}</h1><p class="bom-dates"><time class="bom-birth" datetime="${o.birth}">${longDate(o.birth)}</time> - <time class="bom-death" datetime="${o.death}">${longDate(o.death)}</time></p></div><img class="bom-portrait" src="${o.photo}"><div class="bom-obituary-text">${paragraphs(o)}</div><ul class="bom-services">${o.services
          .map(
            (s) =>
              `<li data-type="${escape(s.type)}"><span class="bom-service-type">${escape(s.type)}</span><span class="when">${longDate(s.date)}</span><span class="where">${escape(s.location)}</span></li>`,
          )
          .join('')}</ul>`,
      );
    case 'generic':
      return page(
        `${o.name} Obituary`,
        `<article><h1>${escape(o.name)}</h1><p class="dates">${longDate(o.birth)} – ${longDate(o.death)}</p><img src="${o.photo}">${paragraphs(o)}</article>`,
        `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Obituary"},{"@type":"Person","name":"${o.name.replace(/'/g, "\\'")}","birthDate":"${o.birth}","deathDate":"${o.death}","image":"${o.photo}","description":"${o.paragraphs.join(' ')}"}]}</script>`,
      );
  }
};

/** A generic obituary page read only through microdata (no JSON-LD). */
export const microdataObituaryPage = (o: FixtureObituary): string =>
  page(
    o.name,
    `<div itemscope itemtype="https://schema.org/Person"><h2 itemprop="name">${escape(o.name)}</h2><meta itemprop="birthDate" content="${o.birth}"><meta itemprop="deathDate" content="${o.death}"><img itemprop="image" src="${o.photo}"><div itemprop="description">${escape(o.paragraphs.join(' '))}</div></div>`,
  );

/** A generic page with only OpenGraph tags and plain markup: the heuristics find the dates. */
export const openGraphObituaryPage = (o: FixtureObituary): string =>
  page(
    o.name,
    `<div class="content"><h1>${escape(o.name)}</h1><div>Born ${longDate(o.birth)}, died ${longDate(o.death)}</div>${paragraphs(o)}</div>`,
    `<meta property="og:title" content="${escape(o.name)}"><meta property="og:description" content="${escape(o.paragraphs[0]!)}"><meta property="og:image" content="https://cdn.example/${o.index + 1}.jpg">`,
  );

/** A blog post page (BlogPosting JSON-LD) for the other job types. */
export const blogPostPage = (title: string, date: string, body: string, image: string): string =>
  page(
    title,
    `<article><h1>${escape(title)}</h1><time datetime="${date}">${longDate(date)}</time><img src="${image}"><p>${escape(body)}</p></article>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"${escape(title)}","datePublished":"${date}","image":"${image}"}</script>`,
  );

/** A testimonial page (Review JSON-LD): a family's words about the funeral home. */
export const testimonialPage = (title: string, date: string, body: string, image: string): string =>
  page(
    title,
    `<article><h1>${escape(title)}</h1><time datetime="${date}">${longDate(date)}</time><img src="${image}"><blockquote><p>${escape(body)}</p></blockquote></article>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Review","name":"${escape(title)}","reviewBody":"${escape(body)}","datePublished":"${date}","image":"${image}"}</script>`,
  );

/** A merchandise page (Product microdata, no JSON-LD): an urn or a keepsake the home sells. */
export const merchandisePage = (title: string, body: string, image: string): string =>
  page(
    title,
    `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">${escape(title)}</h1><img itemprop="image" src="${image}"><p itemprop="description">${escape(body)}</p></div>`,
  );

/** A listing page linking to records of another kind below its own path. */
export const recordListingPage = (title: string, links: readonly string[]): string =>
  page(title, `<h1>${escape(title)}</h1><ul>${links.map((link) => `<li><a href="${link}">${escape(link)}</a></li>`).join('')}</ul>`);

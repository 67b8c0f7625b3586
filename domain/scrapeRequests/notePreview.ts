/** Part 2 §2.10 and §9: a scrape request's note longer than this is cut, with 'Read More'. */
const notePreviewLength = 150;

/** The note as the Scrape Requests table shows it, and whether the full text needs 'Read More'. */
export const notePreview = (note: string): { text: string; cut: boolean } =>
  note.length > notePreviewLength ? { text: `${note.slice(0, notePreviewLength).trimEnd()}...`, cut: true } : { text: note, cut: false };

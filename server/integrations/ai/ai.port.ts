/** The AI writer: an SEO meta description for one page of a funeral home's site. */
export interface MetaDescriptionInput {
  funeralHomeName: string;
  /** The home's location (a branch name or street address); '' when the home has only one. */
  location: string;
  city: string;
  state: string;
  pageTitle: string;
}

/** Search engines cut descriptions past this (part 2 §9: description limit 160). */
export const metaDescriptionLimit = 160;

export interface AiWriter {
  writeMetaDescription(input: MetaDescriptionInput): Promise<string>;
}

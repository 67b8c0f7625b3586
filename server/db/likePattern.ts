/** `%text%` for ILIKE, with the text's own % _ and \ matched as themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

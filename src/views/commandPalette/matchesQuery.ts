/** A screen or action matches when its label holds every word typed, in any order and case. */
export const matchesQuery = (label: string, query: string): boolean => {
  const text = label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => text.includes(word));
};

/** A checklist type's id: lower-case letters, digits and '_', as the seeded ones ('design', 'qa'). */
export const checklistTypeIdPattern = /^[a-z0-9_]{1,40}$/;

/**
 * The id a new checklist type gets (docs/decisions/0510): its name in lower case, every run of
 * other characters one '_', at most 32 characters ('Photo Review' -> 'photo_review'); 'type' when
 * nothing is left. An id in use or once used (`taken`) gets '_2', '_3', ... so an id names one type
 * for good, as the numeric lists never reuse an id.
 */
export const checklistTypeIdOf = (name: string, taken: (id: string) => boolean): string => {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 32)
      .replace(/_+$/, '') || 'type';
  if (!taken(base)) return base;
  let suffix = 2;
  while (taken(`${base}_${suffix}`)) suffix += 1;
  return `${base}_${suffix}`;
};

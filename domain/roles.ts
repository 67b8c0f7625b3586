/** Stored role codes (decisions.md §1). */
export const roles = ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'] as const;
export type Role = (typeof roles)[number];

/** How a role reads in a sentence (decisions.md §1, 'who'). */
export const roleNames: Record<Role, string> = {
  admin: 'Administrator',
  executive: 'Executive',
  ae: 'Account Executive',
  am: 'Account Manager',
  designer: 'Designer',
  care: 'QA',
  sdr: 'SDR',
  florist: 'Floral Specialist',
  launch: 'Launch Specialist',
};

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

/** Privileged (admin-type) users: My Sites is hidden for them. */
export const isPrivileged = (role: Role): boolean => role === 'admin' || role === 'executive';

/** The people roles a site can have one assignee of, and the role a user needs to be picked for it. */
export const assigneeRoles = ['designer', 'florist', 'am', 'sdr', 'ae', 'care'] as const;
export type AssigneeRole = (typeof assigneeRoles)[number];

import { can } from '../permissions';
import type { Role } from '../roles';

/** Part 2 §2.11 / §9: the Domains tab's type filter has two options. */
export const domainTools = ['request', 'proxy'] as const;
export type DomainTool = (typeof domainTools)[number];

export const domainToolLabels: Record<DomainTool, string> = { request: 'Domain request', proxy: 'Proxy tool' };

/** Only roles that may use the proxy tool choose the filter (decisions.md §2: admin, launch). */
export const mayChooseDomainTool = (role: Role): boolean => can(role, 'useProxyTool');

/** Part 2 §2.11: the proxy tool for the launch specialist, the request form for everyone else. */
export const defaultDomainTool = (role: Role): DomainTool => (role === 'launch' ? 'proxy' : 'request');

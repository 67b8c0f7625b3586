import type { ComponentType } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import {
  IconCalendarEvent,
  IconChartAreaLine,
  IconChecklist,
  IconFlower,
  IconHistory,
  IconInbox,
  IconMail,
  IconPalette,
  IconSchool,
  IconSettings,
  IconSeo,
  IconSpider,
  IconSquarePlus,
  IconUser,
  IconUsers,
  IconWorld,
  IconWorldWww,
  type IconProps,
} from '@tabler/icons-react';
import { can } from '../../../domain/permissions';
import { isPrivileged, type Role } from '../../../domain/roles';

export type SidebarEntry = {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: ComponentType<IconProps>;
  /** Omitted: every signed-in role sees the entry. */
  visibleTo?: (role: Role) => boolean;
};

/**
 * The sidebar, in order (part 1 §2), each entry for the roles the permission matrix lets use it
 * (docs/decisions/0340-sidebar-per-role.md). The lists are everyone's reading; GoDaddy Tools'
 * availability search is everyone's too (decisions.md §2), and so is Scrapes, whose Scrape Requests
 * tab every role reads (part 1 §2, docs/decisions/0500-scrapes-entry-for-everyone.md).
 */
const sidebarEntries: readonly SidebarEntry[] = [
  { label: 'My Sites', to: '/sites/me', icon: IconUser, visibleTo: (role) => !isPrivileged(role) },
  { label: 'All Sites', to: '/sites', icon: IconWorld },
  { label: 'New Website', to: '/intake', icon: IconSquarePlus, visibleTo: (role) => can(role, 'intake') },
  { label: 'Launch Schedule', to: '/launch-schedule', icon: IconCalendarEvent },
  { label: 'Ready for Designer', to: '/sites/unassigned', icon: IconPalette },
  { label: 'Ready for Floral', to: '/sites/floral-unassigned', icon: IconFlower },
  { label: 'Ready for QA', to: '/sites/qa', icon: IconChecklist },
  { label: 'SEO', to: '/sites/seo', icon: IconSeo },
  { label: 'Ready for Coaching', to: '/sites/coaching-sessions', icon: IconSchool },
  { label: 'Scrapes', to: '/scrapes', icon: IconSpider },
  { label: 'GoDaddy Tools', to: '/godaddy-tools', icon: IconWorldWww },
  // Everyone's own notifications (issue 34), after part 1's entries and before the admins' own.
  { label: 'Inbox', to: '/inbox', icon: IconInbox },
  { label: 'Insights', to: '/insights', icon: IconChartAreaLine, visibleTo: (role) => can(role, 'seeInsights') },
  { label: 'Outbox', to: '/outbox', icon: IconMail, visibleTo: (role) => can(role, 'readOutbox') },
  { label: 'People', to: '/people', icon: IconUsers, visibleTo: (role) => can(role, 'managePeople') },
  { label: 'Settings', to: '/settings', icon: IconSettings, visibleTo: (role) => can(role, 'readSettings') },
  { label: 'Audit log', to: '/audit', icon: IconHistory, visibleTo: (role) => can(role, 'readAudit') },
];

export const sidebarEntriesFor = (role: Role): SidebarEntry[] => sidebarEntries.filter((entry) => entry.visibleTo?.(role) ?? true);

import type { SessionContext } from '#shared/session/session.schemas';
import { paths } from '../paths';

export type NavIcon =
  | 'dashboard'
  | 'customers'
  | 'sales'
  | 'community'
  | 'employees'
  | 'payroll'
  | 'reports'
  | 'store'
  | 'admin';

export type NavItem = { label: string; to: string; icon: NavIcon; end?: boolean };

const memberItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.root, icon: 'dashboard', end: true },
  { label: 'Customers', to: paths.dashboard.customers, icon: 'customers' },
  { label: 'Daily Sales', to: paths.dashboard.sales, icon: 'sales' },
  { label: 'Community', to: paths.dashboard.community, icon: 'community' },
];

const ownerItems: NavItem[] = [
  { label: 'Employees', to: paths.dashboard.employees, icon: 'employees' },
  { label: 'Payroll', to: paths.dashboard.payroll, icon: 'payroll' },
  { label: 'Reports', to: paths.dashboard.reports, icon: 'reports' },
  { label: 'Store Settings', to: paths.dashboard.store, icon: 'store' },
];

const adminItem: NavItem = { label: 'Admin', to: paths.dashboard.admin, icon: 'admin' };
const communityItem = memberItems.find((item) => item.icon === 'community')!;

/** The sidebar's items for this person (spec part 1 §6): the browser hides what the server refuses. */
export function navItemsFor(session: Pick<SessionContext, 'role' | 'isAdmin'>): NavItem[] {
  const items = session.role ? [...memberItems] : [];
  if (session.role === 'store_owner') items.push(...ownerItems);
  // A platform admin without a store still reads, posts on and moderates the community board.
  if (session.isAdmin && !session.role) items.push(communityItem);
  if (session.isAdmin) items.push(adminItem);
  return items;
}

import type { SessionContext } from '#shared/session/session.schemas';
import { t, type TextKey } from '#client/i18n';
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

/** An item whose label is read in the language on screen each time it is shown. */
const item = (key: TextKey, to: string, icon: NavIcon, end?: boolean): NavItem => ({
  get label() {
    return t(key);
  },
  to,
  icon,
  ...(end ? { end } : {}),
});

const memberItems: NavItem[] = [
  item('app.navDashboard', paths.dashboard.root, 'dashboard', true),
  item('app.navCustomers', paths.dashboard.customers, 'customers'),
  item('app.navDailySales', paths.dashboard.sales, 'sales'),
  item('app.navCommunity', paths.dashboard.community, 'community'),
];

const ownerItems: NavItem[] = [
  item('app.navEmployees', paths.dashboard.employees, 'employees'),
  item('app.navPayroll', paths.dashboard.payroll, 'payroll'),
  item('app.navReports', paths.dashboard.reports, 'reports'),
  item('app.navStoreSettings', paths.dashboard.store, 'store'),
];

const adminItem: NavItem = item('app.navAdmin', paths.dashboard.admin, 'admin');
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

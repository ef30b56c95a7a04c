import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const labels = (session: Parameters<typeof navItemsFor>[0]) => navItemsFor(session).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows employees the member items only', () => {
    expect(labels({ role: 'employee', isAdmin: false })).toEqual(['Dashboard', 'Customers', 'Daily Sales', 'Community']);
  });

  it('adds the owner items for owners', () => {
    expect(labels({ role: 'store_owner', isAdmin: false })).toEqual([
      'Dashboard',
      'Customers',
      'Daily Sales',
      'Community',
      'Employees',
      'Payroll',
      'Reports',
      'Store Settings',
    ]);
  });

  it('adds Admin for platform admins, with only Community when they have no store', () => {
    expect(labels({ role: 'employee', isAdmin: true }).at(-1)).toBe('Admin');
    expect(labels({ role: null, isAdmin: true })).toEqual(['Community', 'Admin']);
  });

  it('links to the spec routes', () => {
    const byLabel = Object.fromEntries(navItemsFor({ role: 'store_owner', isAdmin: true }).map((item) => [item.label, item.to]));
    expect(byLabel).toMatchObject({
      Dashboard: '/dashboard',
      Customers: '/dashboard/customers',
      'Daily Sales': '/dashboard/sales',
      Community: '/dashboard/community',
      Employees: '/dashboard/employees',
      Payroll: '/dashboard/payroll',
      Reports: '/dashboard/reports',
      'Store Settings': '/dashboard/store',
      Admin: '/dashboard/admin',
    });
  });
});

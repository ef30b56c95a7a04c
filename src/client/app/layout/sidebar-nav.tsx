import { useState } from 'react';
import { NavLink } from 'react-router';
import {
  ChartColumn,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Receipt,
  ShieldCheck,
  Store,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/cn';
import { Spinner } from '#client/components/ui/spinner';
import { ChangePasswordDialog } from '#client/features/auth';
import type { NavIcon, NavItem } from './nav-items';
import { useT } from '#client/i18n';

const icons: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  customers: Users,
  sales: Receipt,
  community: MessagesSquare,
  employees: UserCog,
  payroll: Wallet,
  reports: ChartColumn,
  store: Store,
  admin: ShieldCheck,
};

type SidebarNavProps = {
  items: NavItem[];
  /** A count shown beside an item (the community board's unread posts and messages). */
  counts?: Partial<Record<NavIcon, number>>;
  collapsed: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
};

const itemClasses = (collapsed: boolean) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-md text-sm font-medium text-slate-700 transition-colors',
    'hover:bg-slate-100 hover:text-ink',
    collapsed ? 'justify-center px-0' : 'px-3',
  );

/** The sidebar's items and Logout, one list for the keyboard (Tab moves through them in order). */
export function SidebarNav({ items, counts = {}, collapsed, onNavigate, onSignOut, isSigningOut }: SidebarNavProps) {
  const t = useT();
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  return (
    <nav aria-label={t('app.main')} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-2">
      <ul className="space-y-1">
        {items.map((item) => {
          const Icon = icons[item.icon];
          const count = counts[item.icon] ?? 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                title={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  cn(itemClasses(collapsed), isActive && 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 hover:text-brand-800')
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
                {count > 0 ? (
                  <span
                    data-testid={`nav-count-${item.icon}`}
                    className={cn('ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white', collapsed && 'absolute ml-6 -mt-6 px-1.5')}
                  >
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> {t('app.unread')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <ul className="mt-auto space-y-1 border-t border-line pt-2">
        <li>
          <button type="button" onClick={() => setIsChangingPassword(true)} title={collapsed ? t('app.changePassword') : undefined} className={itemClasses(collapsed)}>
            <KeyRound aria-hidden="true" className="size-5 shrink-0" />
            <span className={cn(collapsed && 'sr-only')}>{t('app.changePassword')}</span>
          </button>
          <ChangePasswordDialog open={isChangingPassword} onOpenChange={setIsChangingPassword} />
        </li>
        <li>
          <button
            type="button"
            onClick={onSignOut}
            disabled={isSigningOut}
            aria-busy={isSigningOut || undefined}
            title={collapsed ? t('app.logout') : undefined}
            className={cn(itemClasses(collapsed), 'disabled:opacity-60')}
          >
            {isSigningOut ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5 shrink-0" />}
            <span className={cn(collapsed && 'sr-only')}>{t('app.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

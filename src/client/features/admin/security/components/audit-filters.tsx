import { useState, type FormEvent } from 'react';
import { auditActions } from '#shared/admin/security.schemas';
import { Button } from '#client/components/ui/button';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { emptyAuditFilter, type AuditFilterForm } from '../api/get-audit-page';
import { useT } from '#client/i18n';

/** The audited tables (src/server/db/migrations: the audit triggers) and the sessions an admin revokes. */
const auditedTables = [
  'stores', 'user_roles', 'profiles', 'admin_users', 'customers', 'credit_transactions', 'daily_logs', 'payroll_entries',
  'community_posts', 'community_messages', 'stored_objects', 'subscription_payments', 'system_settings', 'sessions',
];

/** Store, user, action, table and date range; Apply sends them, Clear empties them. */
export function AuditFilters({ value, onApply }: { value: AuditFilterForm; onApply: (filter: AuditFilterForm) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterForm) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.filterTheAuditLog')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <TextField id="audit-store" label={t('admin.store')} placeholder={t('admin.storeNameOrId')} value={draft.store} onChange={set('store')} maxLength={200} />
      <TextField id="audit-user" label={t('admin.user')} placeholder={t('admin.emailOrUserId')} value={draft.user} onChange={set('user')} maxLength={320} />
      <SelectField id="audit-action" label={t('admin.action')} value={draft.action} onChange={set('action')}>
        <option value="">{t('admin.allActions')}</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {action}
          </option>
        ))}
      </SelectField>
      <SelectField id="audit-table" label={t('admin.table')} value={draft.table} onChange={set('table')}>
        <option value="">{t('admin.allTables')}</option>
        {auditedTables.map((table) => (
          <option key={table} value={table}>
            {table}
          </option>
        ))}
      </SelectField>
      <TextField id="audit-from" label={t('admin.from')} type="date" value={draft.fromDay} onChange={set('fromDay')} max={draft.toDay || undefined} />
      <TextField id="audit-to" label={t('admin.to')} type="date" value={draft.toDay} onChange={set('toDay')} min={draft.fromDay || undefined} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('admin.applyFilters')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyAuditFilter);
            onApply(emptyAuditFilter);
          }}
        >
          {t('admin.clear')}
        </Button>
      </div>
    </form>
  );
}

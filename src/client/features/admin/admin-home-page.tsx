/** /admin and /admin/dashboard: the platform admin's start page (cards and quick actions: issue 13). */
export function AdminHomePage() {
  return <h1 className="text-2xl font-bold text-ink">Admin Dashboard</h1>;
}

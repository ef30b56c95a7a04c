/** Demo data: a store with an owner and an employee (verified emails), so a newcomer can sign in. */
export const demo = {
  owner: { email: 'owner@demo.cornerstore.app', password: 'Demo-Store1' },
  employee: { email: 'employee@demo.cornerstore.app', password: 'Demo-Staff1' },
  store: { name: 'Maple Corner Market', street: '240 Maple Ave', city: 'Springfield', state: 'IL', zip: '62704', phone: '+12175550188', timezone: 'America/Chicago' },
};

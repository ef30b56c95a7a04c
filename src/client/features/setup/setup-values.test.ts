import { describe, expect, it } from 'vitest';
import { initialSetupValues } from './setup-values';

const store = {
  id: 's',
  name: 'Corner Market',
  address: '12 Main St, Springfield, IL 62701',
  street: null,
  city: null,
  state: null,
  zip: null,
  phone: '2175550100',
  timezone: 'America/Chicago',
  subscriptionStatus: 'trial',
  trialEndDate: null,
  subscriptionEndDate: null,
  createdAt: '2026-01-01T00:00:00Z',
  lapsed: null,
  renewsByCard: false,
  employeesShareStatements: false,
  language: 'en' as const,
};

describe('initialSetupValues', () => {
  it('prefills the store made at sign-up, its one-line address going into Street', () => {
    expect(initialSetupValues(store, 'America/New_York')).toEqual({
      name: 'Corner Market',
      street: '12 Main St, Springfield, IL 62701',
      city: '',
      state: '',
      zip: '',
      phone: '2175550100',
      timezone: 'America/New_York',
    });
  });

  it('keeps split address parts when the store has them', () => {
    const values = initialSetupValues({ ...store, street: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' }, null);
    expect(values).toMatchObject({ street: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701', timezone: 'America/Chicago' });
  });

  it('starts empty without a store (Google sign-in)', () => {
    expect(initialSetupValues(null, null)).toMatchObject({ name: '', street: '', phone: '', timezone: 'UTC' });
  });
});

import { describe, expect, it } from 'vitest';
import { usageDisplay } from './credit-usage';

describe('usageDisplay', () => {
  it('is normal up to 60 %, yellow above 60 %, red above 80 %', () => {
    expect(usageDisplay(3000, 5000)).toMatchObject({ percent: 60, tone: 'normal', barClass: 'bg-brand-600', label: '60% of limit used' });
    expect(usageDisplay(3001, 5000)).toMatchObject({ tone: 'yellow', barClass: 'bg-yellow-500' });
    expect(usageDisplay(4000, 5000)).toMatchObject({ percent: 80, tone: 'yellow' });
    expect(usageDisplay(4001, 5000)).toMatchObject({ tone: 'red', barClass: 'bg-red-600' });
  });

  it('caps the bar width at 100 % but reports the real percent', () => {
    expect(usageDisplay(7500, 5000)).toMatchObject({ percent: 150, width: 100, label: '150% of limit used' });
  });

  it('counts store credit and a zero limit sensibly', () => {
    expect(usageDisplay(-500, 5000)).toMatchObject({ percent: 0, width: 0, tone: 'normal' });
    expect(usageDisplay(0, 0)).toMatchObject({ percent: 0 });
    expect(usageDisplay(100, 0)).toMatchObject({ percent: 100, tone: 'red' });
  });
});

import { AppError } from '../http/app-error';
import { defineRoute } from '../http/route-manifest';

/** Payments are not set up in this build: both billing actions answer 503 PAYMENTS_NOT_CONFIGURED. */
const notConfigured = () => {
  throw new AppError('PAYMENTS_NOT_CONFIGURED');
};

export const billingRoutes = [
  defineRoute({
    method: 'POST', path: '/billing/checkout', summary: 'Start a subscription checkout',
    access: 'owner', blockedWhenLapsed: false, handle: notConfigured,
  }),
  defineRoute({
    method: 'POST', path: '/billing/portal', summary: 'Open the billing portal',
    access: 'owner', blockedWhenLapsed: false, handle: notConfigured,
  }),
];

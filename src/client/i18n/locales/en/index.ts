import admin from './admin';
import app from './app';
import auth from './auth';
import billing from './billing';
import billingTexts from './billing-texts';
import camera from './camera';
import common from './common';
import community from './community';
import counts from './counts';
import customers from './customers';
import dailyLogs from './daily-logs';
import dashboard from './dashboard';
import dates from './dates';
import errorDetails from './error-details';
import errors from './errors';
import fields from './fields';
import language from './language';
import offline from './offline';
import push from './push';
import pwa from './pwa';
import reports from './reports';
import setup from './setup';
import staff from './staff';
import statementTexts from './statement-texts';
import stores from './stores';
import toasts from './toasts';

/** Every area of the English catalogue: one chunk, loaded only by who reads English. */
export default { admin, app, auth, billing, billingTexts, camera, common, community, counts, customers, dailyLogs, dashboard, dates, errorDetails, errors, fields, language, offline, push, pwa, reports, setup, staff, statementTexts, stores, toasts };

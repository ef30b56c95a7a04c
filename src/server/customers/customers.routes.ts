import { Hono, type Context } from 'hono';
import {
  createCustomerInputSchema,
  listCustomersQuerySchema,
  updateCreditLimitInputSchema,
  updateCustomerStatusInputSchema,
  updateRedFlagInputSchema,
} from '#shared/customers/customer.schemas';
import type { AppEnv, Membership } from '../http/types';
import { parseInput, readJson } from '../http/validate';
import { actorOf, requireMember, requireOwner } from '../auth/session.middleware';
import { listCustomers } from './customers.queries';
import { createCustomer, deleteCustomer, getCustomer, updateCreditLimit, updateCustomerStatus, updateRedFlag } from './customers.service';
import { deleteCustomerPhoto, putCustomerPhoto, readCustomerPhoto } from './customer-photos.service';

/** The store of the signed-in member (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;
/** The store's time zone, read with the session (saves a store query per request). */
const readTimezone = (c: Context<AppEnv>) => (c.get('membership') as Membership).timezone;

/** /api/customers: the directory, one customer, staff and owner switches, photos. */
export const customersRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    const query = parseInput(listCustomersQuerySchema, c.req.query());
    return c.json(await listCustomers(c.get('deps').db, readStoreId(c), query, readTimezone(c)));
  })
  .post('/', requireMember, async (c) => {
    const input = parseInput(createCustomerInputSchema, await readJson(c.req.raw));
    return c.json(await createCustomer(c.get('deps').db, actorOf(c), readStoreId(c), input, readTimezone(c)), 201);
  })
  .get('/:id', requireMember, async (c) => c.json(await getCustomer(c.get('deps').db, readStoreId(c), c.req.param('id'), readTimezone(c))))
  .delete('/:id', requireMember, async (c) => {
    const { db, storage } = c.get('deps');
    await deleteCustomer(db, storage, actorOf(c), readStoreId(c), c.req.param('id'));
    return c.body(null, 204);
  })
  .patch('/:id/status', requireMember, async (c) => {
    const input = parseInput(updateCustomerStatusInputSchema, await readJson(c.req.raw));
    return c.json(await updateCustomerStatus(c.get('deps').db, actorOf(c), readStoreId(c), c.req.param('id'), input, readTimezone(c)));
  })
  .patch('/:id/red-flag', requireOwner, async (c) => {
    const input = parseInput(updateRedFlagInputSchema, await readJson(c.req.raw));
    return c.json(await updateRedFlag(c.get('deps').db, actorOf(c), readStoreId(c), c.req.param('id'), input, readTimezone(c)));
  })
  .put('/:id/credit-limit', requireOwner, async (c) => {
    const input = parseInput(updateCreditLimitInputSchema, await readJson(c.req.raw));
    return c.json(await updateCreditLimit(c.get('deps').db, actorOf(c), readStoreId(c), c.req.param('id'), input, readTimezone(c)));
  })
  .put('/:id/photo', requireMember, async (c) => {
    const { db, storage } = c.get('deps');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const target = { storeId: readStoreId(c), customerId: c.req.param('id'), timezone: readTimezone(c) };
    return c.json(await putCustomerPhoto(db, storage, actorOf(c), target, bytes));
  })
  .get('/:id/photo', requireMember, async (c) => {
    const { db, storage } = c.get('deps');
    const bytes = await readCustomerPhoto(db, storage, readStoreId(c), c.req.param('id'));
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff' });
  })
  .delete('/:id/photo', requireMember, async (c) => {
    const { db, storage } = c.get('deps');
    return c.json(await deleteCustomerPhoto(db, storage, actorOf(c), readStoreId(c), c.req.param('id'), readTimezone(c)));
  });

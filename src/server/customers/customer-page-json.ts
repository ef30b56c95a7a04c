import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { customerPageSchema, type CustomerPage } from '#shared/customers/customer.schemas';
import { JsonText } from '../http/json-text';

/**
 * The directory page serialized by code compiled once from its own schema (fast-json-stringify,
 * issue 28) instead of the generic JSON.stringify: the page is the most requested answer. The JSON
 * Schema is derived from the zod schema the route declares, so the two cannot drift;
 * customer-page-json.test.ts checks the text equals JSON.stringify's for the same page.
 */
const jsonSchema = z.toJSONSchema(customerPageSchema, { io: 'output', target: 'draft-7' });
const stringifyPage = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);

export function customerPageText(page: CustomerPage): string {
  return stringifyPage(page);
}

/** For `c.json(...)`: the page as JSON text. */
export function customerPageJson(page: CustomerPage): JsonText {
  return new JsonText(customerPageText(page));
}

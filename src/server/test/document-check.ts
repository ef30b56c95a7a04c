import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { statusByCode } from '../http/app-error';
import { apiRoutes } from '../api-routes';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi';

/**
 * Every answer a server test receives from /api is checked against the API document (decision 078):
 * its status must be one the operation lists, its Content-Type one of that answer's media types, its
 * JSON body valid against that answer's schema, a redirect's Location present, a 204 empty. A mismatch
 * throws, failing the test that made the request. Paths the document does not name (an unknown /api
 * path, a method the path lacks) must still answer the error shape with the code's own status.
 */
type Operation = { responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }> };

let checker: { document: OpenApiDocument; ajv: Ajv2020; operations: Array<{ method: string; pattern: RegExp; path: string }> } | undefined;
const validators = new Map<string, ValidateFunction>();

function setUp() {
  if (checker) return checker;
  const document = buildOpenApiDocument(apiRoutes);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema(document as unknown as Record<string, unknown>, 'openapi');
  const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`) })),
  );
  checker = { document, ajv, operations };
  return checker;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) validators.set(ref, (validate = setUp().ajv.compile({ $ref: `openapi#/${ref}` })));
  return validate;
}

/** 'image/*' covers 'image/png'; parameters (charset) are ignored. */
function documentedType(content: Record<string, unknown>, contentType: string | null): string | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return Object.keys(content).find((key) => key === type || (key.endsWith('/*') && type.startsWith(key.slice(0, -1))));
}

async function jsonOf(response: Response, where: string): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
  }
}

/** An answer of a path the document does not name: the error shape, with its code's status. */
async function checkUndocumented(response: Response, where: string) {
  const body = (await jsonOf(response, where)) as { error?: { code?: keyof typeof statusByCode } };
  const code = body.error?.code;
  if (!code || statusByCode[code] !== response.status) throw new Error(`${where}: an undocumented path answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
}

export async function checkAgainstDocument(method: string, url: string, response: Response): Promise<void> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!pathname.startsWith('/api/') && pathname !== '/api') return;
  const { document, operations } = setUp();
  const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const operation = operations.find((op) => op.method === asked && op.pattern.test(pathname));
  const where = `${method} ${pathname} → ${response.status}`;
  if (!operation) return checkUndocumented(response, where);
  const answers = (document.paths[operation.path] as Record<string, Operation>)[operation.method.toLowerCase()]!.responses;
  const answer = answers[String(response.status)];
  if (!answer) throw new Error(`${where}: the document lists ${Object.keys(answers).join(', ')} for ${operation.method} ${operation.path}${await errorText(response)}`);
  for (const [name, header] of Object.entries(answer.headers ?? {})) {
    if (header.required && !response.headers.has(name)) throw new Error(`${where}: the ${name} header is missing`);
  }
  const contentType = response.headers.get('content-type');
  if (!answer.content) {
    if (response.status === 302 || method.toUpperCase() === 'HEAD') return;
    const text = await response.clone().text();
    if (text !== '') throw new Error(`${where}: the document lists no body, the answer has ${contentType}: ${text.slice(0, 200)}`);
    return;
  }
  const type = documentedType(answer.content, contentType);
  if (!type) throw new Error(`${where}: Content-Type ${contentType} is not one of ${Object.keys(answer.content).join(', ')}${await errorText(response)}`);
  if (type !== 'application/json' || method.toUpperCase() === 'HEAD') return;
  const validate = validatorFor(pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', String(response.status), 'content', type, 'schema'));
  const body = await jsonOf(response, where);
  if (!validate(body)) {
    throw new Error(`${where}: the body does not match the document: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

async function errorText(response: Response): Promise<string> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return '';
  return `: ${(await response.clone().text()).slice(0, 300)}`;
}

/** The method and URL of app.request's arguments (a path, a URL, or a Request). */
export function requestTarget(input: string | URL | Request, init?: RequestInit): { method: string; url: string } {
  if (input instanceof Request) return { method: init?.method ?? input.method, url: input.url };
  return { method: init?.method ?? 'GET', url: String(input) };
}

type Requester = { request: (input: string | URL | Request, init?: RequestInit, ...rest: never[]) => Response | Promise<Response> };

/** Make every app.request of `app` check its answer against the document (the test's own Hono app). */
export function checkAnswers<A extends Requester>(app: A): A {
  const request = app.request.bind(app) as (...args: unknown[]) => Response | Promise<Response>;
  app.request = (async (input: string | URL | Request, init?: RequestInit, ...rest: unknown[]) => {
    const response = await request(input, init, ...rest);
    const { method, url } = requestTarget(input, init);
    await checkAgainstDocument(method, url, response);
    return response;
  }) as A['request'];
  return app;
}

/**
 * JSON already serialized (from the response's schema, e.g. the customer page): `c.json(new JsonText(text))`
 * sends the text as it is, through the same gzip path as any JSON answer (src/server/http/compress.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

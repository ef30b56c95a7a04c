/**
 * A report's text as the server takes it (safe multi-line text): control characters other than tab
 * and newline, and lone UTF-16 surrogates, become U+FFFD, and the cut never splits a character.
 */
export function reportText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Send a crash report to the server (POST /api/client-errors); never throws. */
export function reportClientError(error: unknown, path: string = window.location.pathname): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  const body = JSON.stringify({
    // eslint-disable-next-line messages/no-literal-message -- never shown: the crash report sent to the server's log
    message: reportText(message, 2000) || 'Unknown error',
    ...(stack ? { stack: reportText(stack, 8000) } : {}),
    path: reportText(path, 500).replace(/\n/g, ' '),
  });
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body,
    keepalive: true,
  }).catch(() => undefined);
}

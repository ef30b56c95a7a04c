/** Send a crash report to the server (POST /api/client-errors); never throws. */
export function reportClientError(error: unknown, path: string = window.location.pathname): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  const body = JSON.stringify({
    message: message.slice(0, 2000) || 'Unknown error',
    ...(stack ? { stack: stack.slice(0, 8000) } : {}),
    path: path.slice(0, 500),
  });
  fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/** The shape of a failed zod parse that we need (kept structural so this module does not load zod). */
export type IssueList = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };

/**
 * The shared schemas use field codes as their messages ('required', 'invalid_email'…).
 * Turn a failed parse into `{ field: code }`, first problem per field, like the server answers.
 */
export function fieldCodesFrom(error: IssueList): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}

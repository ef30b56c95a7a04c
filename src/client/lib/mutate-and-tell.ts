/**
 * Runs a change and then its outcome's handlers (a toast, closing a dialog), even when the component
 * that asked has left the screen meanwhile. TanStack skips `mutate(vars, { onSuccess })`'s own
 * callbacks once their component unmounts — and a row's action can remove that very row from its list
 * (a store deleted, or suspended under the 'Trial' filter) before the change settles (decision 070).
 */
export function mutateAndTell<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  handlers: { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void },
): void {
  mutation.mutateAsync(variables).then(handlers.onSuccess, (error: unknown) => handlers.onError?.(error));
}

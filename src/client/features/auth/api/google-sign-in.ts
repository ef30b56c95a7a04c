import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { paths } from '#client/app/paths';

/** POST /api/auth/sign-in/social: the server answers with Google's consent URL. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await apiRequest<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: paths.dashboard.root, errorCallbackURL: paths.auth },
  });
  window.location.href = url;
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}

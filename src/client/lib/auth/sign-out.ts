import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#client/app/paths';
import { apiRequest } from '../api-client';
import { clearLocalState } from '../local-cache';
import { forgetSessionDeviceCopy } from './session';
import { forgetPushDevice } from './forget-push-device';
import { toasts } from '#client/texts/toasts';
import { t } from '#client/i18n';

/** This device's push subscription is dropped first, then POST /api/auth/sign-out. */
export async function signOut(): Promise<unknown> {
  await forgetPushDevice();
  return apiRequest('/api/auth/sign-out', { body: {} });
}

/** Sign out, forget everything cached about the user, and go to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.clear();
      clearLocalState();
      // Before leaving the page: a page left mid-way aborts the IndexedDB work, and the copy would
      // still open the store offline on this device.
      await forgetSessionDeviceCopy();
      toast.success(t('app.loggedOutSuccessfully'));
      navigate(paths.auth, { replace: true });
    },
    onError: () => {
      toast.error(toasts.signOutFailed.title, { description: toasts.signOutFailed.description });
    },
  });
}

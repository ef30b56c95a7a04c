import { toast } from 'sonner';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { mutateAndTell } from '#client/lib/mutate-and-tell';
import { deleteStoreQuestion, useDeleteAdminStore } from './admin-stores-api';
import { useT } from '#client/i18n';

type DeleteStoreDialogProps = {
  store: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the store is gone (the detail page leaves for the list). */
  onDeleted?: () => void;
};

/** The one 'Delete Store' confirmation of the admin area (store list row and store detail; decision 033). */
export function DeleteStoreDialog({ store, open, onOpenChange, onDeleted }: DeleteStoreDialogProps) {
  const t = useT();
  const remove = useDeleteAdminStore();
  const confirmDelete = () =>
    mutateAndTell(remove, store.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(t('admin.storeDeleted'));
        onDeleted?.();
      },
      onError: () => toast.error(t('admin.error'), { description: t('admin.failedToDeleteStore') }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.deleteStore')}
      description={deleteStoreQuestion(store.name)}
      confirmLabel={t('admin.delete')}
      onConfirm={confirmDelete}
      isPending={remove.isPending}
    />
  );
}

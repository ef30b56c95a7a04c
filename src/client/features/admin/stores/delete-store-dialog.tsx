import { toast } from 'sonner';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { deleteStoreQuestion, useDeleteAdminStore } from './admin-stores-api';

type DeleteStoreDialogProps = {
  store: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the store is gone (the detail page leaves for the list). */
  onDeleted?: () => void;
};

/** The one 'Delete Store' confirmation of the admin area (store list row and store detail; decision 033). */
export function DeleteStoreDialog({ store, open, onOpenChange, onDeleted }: DeleteStoreDialogProps) {
  const remove = useDeleteAdminStore();
  const confirmDelete = () =>
    remove.mutate(store.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('Store Deleted');
        onDeleted?.();
      },
      onError: () => toast.error('Error', { description: 'Failed to delete store' }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Store"
      description={deleteStoreQuestion(store.name)}
      confirmLabel="Delete"
      onConfirm={confirmDelete}
      isPending={remove.isPending}
    />
  );
}

import { useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { errorMessage } from '#client/lib/error-messages';
import { useDeleteCustomerPhoto } from '../api/delete-customer-photo';
import { useUploadCustomerPhoto } from '../api/upload-customer-photo';
import { PhotoCapture } from '#client/components/camera/photo-capture';
import { useWriteAccess } from '#client/app/write-access';

/**
 * Add, change or remove a customer's photo from the detail page (spec part 1 §7 updates photo_url):
 * the same camera/file capture as Add Customer, saved through PUT/DELETE /api/customers/:id/photo.
 */
export function PhotoEditDialog({ customer }: { customer: Pick<Customer, 'id' | 'name' | 'photoUrl'> }) {
  const [isOpen, setIsOpen] = useState(false);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const upload = useUploadCustomerPhoto();
  const remove = useDeleteCustomerPhoto();
  const access = useWriteAccess();
  const isBusy = upload.isPending || remove.isPending;
  const hasPhoto = customer.photoUrl !== null;
  const title = hasPhoto ? 'Change Photo' : 'Add Photo';

  const onOpenChange = (open: boolean) => {
    if (isBusy) return;
    setIsOpen(open);
    if (!open) setPhoto(null); // closing unmounts the capture, which stops the camera
  };

  const save = () => {
    if (!photo) return;
    upload.mutate(
      { customerId: customer.id, photo },
      {
        onSuccess: () => {
          toast.success('Photo Saved', { description: customer.name });
          setIsOpen(false);
          setPhoto(null);
        },
        onError: (error) => toast.error('Failed to save photo', { description: errorMessage(error) }),
      },
    );
  };

  const removePhoto = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success('Photo Removed', { description: customer.name });
        setIsOpen(false);
      },
      onError: (error) => toast.error('Failed to remove photo', { description: errorMessage(error) }),
    });

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)} disabled={!access.canWrite} title={access.reason ?? undefined}>
        <Camera aria-hidden="true" className="size-4" />
        {title}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={onOpenChange}
        title={title}
        description={`A photo of ${customer.name}, taken with the camera or chosen from a file.`}
        footer={
          <>
            {hasPhoto && !photo ? (
              <Button variant="ghost" onClick={removePhoto} isLoading={remove.isPending} disabled={upload.isPending} className="sm:mr-auto">
                <Trash2 aria-hidden="true" className="size-4" />
                Remove Photo
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isBusy}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!photo || remove.isPending} isLoading={upload.isPending}>
              Save Photo
            </Button>
          </>
        }
      >
        {isOpen ? <PhotoCapture photo={photo} onPhotoChange={setPhoto} disabled={isBusy} /> : null}
      </Dialog>
    </>
  );
}

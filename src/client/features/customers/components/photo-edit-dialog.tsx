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
import { useT } from '#client/i18n';

/**
 * Add, change or remove a customer's photo from the detail page (spec part 1 §7 updates photo_url):
 * the same camera/file capture as Add Customer, saved through PUT/DELETE /api/customers/:id/photo.
 */
export function PhotoEditDialog({ customer }: { customer: Pick<Customer, 'id' | 'name' | 'photoUrl'> }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const upload = useUploadCustomerPhoto();
  const remove = useDeleteCustomerPhoto();
  const access = useWriteAccess();
  const isBusy = upload.isPending || remove.isPending;
  const hasPhoto = customer.photoUrl !== null;
  const title = hasPhoto ? t('customers.changePhoto') : t('customers.addPhoto');

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
          toast.success(t('customers.photoSaved'), { description: customer.name });
          setIsOpen(false);
          setPhoto(null);
        },
        onError: (error) => toast.error(t('customers.failedToSavePhoto'), { description: errorMessage(error) }),
      },
    );
  };

  const removePhoto = () =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success(t('customers.photoRemoved'), { description: customer.name });
        setIsOpen(false);
      },
      onError: (error) => toast.error(t('customers.failedToRemovePhoto'), { description: errorMessage(error) }),
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
        description={t('customers.photoOf', { name: customer.name })}
        footer={
          <>
            {hasPhoto && !photo ? (
              <Button variant="ghost" onClick={removePhoto} isLoading={remove.isPending} disabled={upload.isPending} className="sm:mr-auto">
                <Trash2 aria-hidden="true" className="size-4" />
                {t('customers.removePhoto')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isBusy}>
              {t('customers.cancel')}
            </Button>
            <Button onClick={save} disabled={!photo || remove.isPending} isLoading={upload.isPending}>
              {t('customers.savePhoto')}
            </Button>
          </>
        }
      >
        {isOpen ? <PhotoCapture photo={photo} onPhotoChange={setPhoto} disabled={isBusy} /> : null}
      </Dialog>
    </>
  );
}

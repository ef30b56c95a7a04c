import { useEffect, useState } from 'react';

/** An object URL for showing a Blob in an <img>, revoked when the Blob changes or the component leaves. */
export function usePhotoPreviewUrl(photo: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return setUrl(null);
    const next = URL.createObjectURL(photo);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo]);
  return url;
}

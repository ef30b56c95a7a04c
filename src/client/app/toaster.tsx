import { Toaster } from 'sonner';
import { useIsMobile } from '#client/lib/use-media-query';
import { readableToastColours } from './toast-colours';

/** Toasts: top-centre on phones (above the keyboard and thumbs), bottom-right on desktop. */
export function AppToaster() {
  const isMobile = useIsMobile();
  return <Toaster position={isMobile ? 'top-center' : 'bottom-right'} richColors closeButton style={readableToastColours} />;
}

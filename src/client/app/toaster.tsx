import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useIsMobile } from '#client/lib/use-media-query';

/**
 * sonner's rich colours put text on pale backgrounds below WCAG AA's 4.5:1 (its success green is
 * about 4.2:1): the same hues, darker, on the same backgrounds (inline custom properties win over
 * its stylesheet).
 */
const readableColours = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
} as CSSProperties;

/** Toasts: top-centre on phones (above the keyboard and thumbs), bottom-right on desktop. */
export function AppToaster() {
  const isMobile = useIsMobile();
  return <Toaster position={isMobile ? 'top-center' : 'bottom-right'} richColors closeButton style={readableColours} />;
}

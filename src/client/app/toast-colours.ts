import type { CSSProperties } from 'react';

/**
 * sonner's rich colours put text on pale backgrounds below WCAG AA's 4.5:1 (its success green is
 * about 4.2:1): the same hues, darker, on the same backgrounds (inline custom properties win over
 * its stylesheet). toast-colours.test.ts checks each against sonner's own light-theme background.
 */
export const toastTextColours = {
  success: '#166534',
  error: '#b91c1c',
  info: '#1d4ed8',
  warning: '#92400e',
} as const;

export const readableToastColours = {
  '--success-text': toastTextColours.success,
  '--error-text': toastTextColours.error,
  '--info-text': toastTextColours.info,
  '--warning-text': toastTextColours.warning,
} as CSSProperties;

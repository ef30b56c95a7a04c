/** A small toast in the page's #toast-region (an aria-live region); it disappears after ~4 s. */

type ToastOptions = { title: string; description?: string; isError?: boolean };

const TOAST_MS = 4000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function getRegion(): HTMLElement {
  let region = document.getElementById('toast-region');
  if (!region) {
    region = document.createElement('div');
    region.id = 'toast-region';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6';
    document.body.append(region);
  }
  return region;
}

export function showToast({ title, description, isError = false }: ToastOptions): void {
  const region = getRegion();
  const toast = document.createElement('div');
  toast.className = `pointer-events-auto w-full max-w-sm rounded-xl border bg-white px-4 py-3 shadow-lg ${isError ? 'border-red-200' : 'border-line'}`;
  const heading = document.createElement('p');
  heading.className = 'flex items-center gap-2 text-sm font-semibold text-ink';
  const dot = document.createElement('span');
  dot.setAttribute('aria-hidden', 'true');
  dot.className = `size-2 shrink-0 rounded-full ${isError ? 'bg-danger' : 'bg-brand-600'}`;
  heading.append(dot, title);
  toast.append(heading);
  if (description) {
    const text = document.createElement('p');
    text.className = 'mt-0.5 pl-4 text-sm text-slate-600';
    text.textContent = description;
    toast.append(text);
  }
  region.replaceChildren(toast);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => region.replaceChildren(), TOAST_MS);
}

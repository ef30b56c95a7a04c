import { classifyContactResponse, contactFieldNames, type ContactField, type ContactFieldErrors } from './contact-errors';
import { pageEntryTexts } from './texts';
import { showToast } from './toast';

function fieldOf(form: HTMLFormElement, name: ContactField) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

function setFieldError(form: HTMLFormElement, name: ContactField, message: string | undefined): void {
  const field = fieldOf(form, name);
  const slot = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`);
  if (!field || !slot) return;
  slot.textContent = message ?? '';
  slot.classList.toggle('hidden', !message);
  if (message) {
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', slot.id);
  } else {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  }
}

function showFieldErrors(form: HTMLFormElement, errors: ContactFieldErrors): void {
  for (const name of contactFieldNames) setFieldError(form, name, errors[name]);
  const first = contactFieldNames.find((name) => errors[name]);
  if (first) fieldOf(form, first)?.focus();
}

function setSending(form: HTMLFormElement, isSending: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('[data-submit]');
  const label = form.querySelector<HTMLElement>('[data-submit-label]');
  if (button) button.disabled = isSending;
  const texts = pageEntryTexts(form.ownerDocument);
  if (label) label.textContent = isSending ? texts.sending : texts.sendMessage;
}

async function postContact(form: HTMLFormElement): Promise<void> {
  const body = Object.fromEntries(contactFieldNames.map((name) => [name, fieldOf(form, name)?.value ?? '']));
  let status = 0;
  let json: unknown = null;
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    status = response.status;
    json = await response.json().catch(() => null);
  } catch {
    status = 0;
  }
  const outcome = classifyContactResponse(status, json, form.ownerDocument.documentElement.lang);
  const texts = pageEntryTexts(form.ownerDocument);
  if (outcome.kind === 'sent') {
    form.reset();
    showFieldErrors(form, {});
    showToast({ title: texts.sentTitle, description: texts.sentDescription });
  } else if (outcome.kind === 'invalid') {
    showFieldErrors(form, outcome.errors);
  } else {
    showToast({ title: texts.failedTitle, isError: true });
  }
}

/** Submit #contact-form as JSON; show field errors under inputs and a toast for the outcome. */
export function initContactForm(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    setSending(form, true);
    void postContact(form).finally(() => setSending(form, false));
  });
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name;
    if ((contactFieldNames as readonly string[]).includes(name ?? '')) setFieldError(form, name as ContactField, undefined);
  });
}

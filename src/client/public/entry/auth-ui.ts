import { ctaForSession, isSignedInSession } from './session';
import { pageEntryTexts } from './texts';
import { showToast } from './toast';

async function fetchIsSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    return isSignedInSession(await response.json());
  } catch {
    return false;
  }
}

async function signOut(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const response = await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    // eslint-disable-next-line messages/no-literal-message -- never shown: caught and replaced by the page's logoutFailed texts
    if (!response.ok) throw new Error(`sign-out ${response.status}`);
    sessionStorage.clear();
    location.reload();
  } catch {
    button.disabled = false;
    const texts = pageEntryTexts();
    showToast({ title: texts.logoutFailedTitle, description: texts.logoutFailedText, isError: true });
  }
}

/** Replace a signed-out Login/Sign In link with a Sign Out button of the same look. */
function toSignOutButton(link: Element): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('data-auth-button', '');
  button.textContent = pageEntryTexts(link.ownerDocument).signOut;
  button.addEventListener('click', () => void signOut(button));
  link.replaceWith(button);
}

/** Signed-in visitors get 'Go to Dashboard' on every [data-cta] and 'Sign Out' in the top bar. */
export async function initAuthUi(root: Document): Promise<void> {
  const cta = ctaForSession(await fetchIsSignedIn(), root.documentElement.lang);
  if (!cta) return;
  root.querySelectorAll<HTMLAnchorElement>('a[data-cta]').forEach((link) => {
    link.textContent = cta.text;
    link.href = cta.href;
  });
  root.querySelectorAll('a[data-auth-button]').forEach(toSignOutButton);
}

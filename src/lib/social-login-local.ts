// The local test provider: a small dialog asking which email to sign in as, then POST /test-widgets/social,
// where our server signs an ID token for it (test mode only). It stands in for the providers' own pages.
import type { SocialDialogText, SocialProviderId } from './social-login';
import { SocialSignInCancelled } from './social-login';

export function localSignIn(provider: SocialProviderId, text: SocialDialogText): Promise<string> {
  return new Promise((resolve, reject) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', text.title);
    dialog.dataset.testid = 'local-social-dialog';
    const form = document.createElement('form');
    form.style.cssText = 'display:grid;gap:12px;min-width:260px;';
    const title = document.createElement('strong');
    title.textContent = text.title;
    const label = document.createElement('label');
    label.style.cssText = 'display:grid;gap:4px;';
    label.textContent = text.email;
    const input = document.createElement('input');
    input.type = 'email';
    input.required = true;
    input.autocomplete = 'email';
    label.append(input);
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.textContent = text.submit;
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = text.cancel;
    form.append(title, label, submit, cancel);
    dialog.append(form);
    document.body.append(dialog);
    const close = () => {
      dialog.close();
      dialog.remove();
    };
    cancel.addEventListener('click', () => {
      close();
      reject(new SocialSignInCancelled());
    });
    dialog.addEventListener('cancel', () => {
      close();
      reject(new SocialSignInCancelled());
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const response = await fetch('/test-widgets/social', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ provider, email: input.value }) });
      const { idToken } = (await response.json().catch(() => ({}))) as { idToken?: string };
      close();
      if (idToken) resolve(idToken);
      else reject(new SocialSignInCancelled());
    });
    dialog.showModal();
  });
}

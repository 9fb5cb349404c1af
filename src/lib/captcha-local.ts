// The local test captcha: a checkbox served by this server (POST /test-widgets/captcha signs a one-use
// token for the test site key). It stands in for the provider the tests cannot reach.
import type { RenderCaptcha } from './captcha';

export const renderLocalCaptcha: RenderCaptcha = async (container, config, handlers, text) => {
  const label = document.createElement('label');
  label.dataset.testid = 'local-captcha';
  label.style.cssText = 'display:flex;align-items:center;gap:8px;padding:12px;border:1px solid currentColor;border-radius:4px;';
  const box = document.createElement('input');
  box.type = 'checkbox';
  const caption = document.createElement('span');
  caption.textContent = text.label;
  label.append(box, caption);
  container.replaceChildren(label);
  box.addEventListener('change', async () => {
    if (!box.checked) return handlers.onExpire();
    box.disabled = true;
    try {
      const response = await fetch('/test-widgets/captcha', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ siteKey: config.siteKey }) });
      const { token } = (await response.json()) as { token?: string };
      if (!token) throw new Error('no token');
      caption.textContent = text.solved;
      handlers.onToken(token);
    } catch {
      box.checked = false;
      box.disabled = false;
      handlers.onExpire();
    }
  });
  return () => container.replaceChildren();
};

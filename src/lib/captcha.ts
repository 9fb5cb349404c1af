// The captcha behind one small interface: render a challenge into a container and hear its token. Live:
// Turnstile's explicit-render script, injected only when a form needs the check. Test: the local checkbox
// challenge (captcha-local.ts) whose tokens our own server signs and its test verifier accepts.
import type { WidgetConfig } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { loadScript } from './script-loader';

export interface CaptchaHandlers {
  onToken(token: string): void;
  /** The token ran out or the challenge was reset: the form must not send the old one. */
  onExpire(): void;
}

export interface CaptchaText {
  label: string;
  solved: string;
}

/** Renders the challenge; resolves to a clean-up function, rejects when the provider's script does not load. */
export type RenderCaptcha = (container: HTMLElement, config: WidgetConfig['captcha'], handlers: CaptchaHandlers, text: CaptchaText) => Promise<() => void>;

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void; 'error-callback'(): void }): string;
  remove(id: string): void;
}

const renderLive: RenderCaptcha = async (container, config, handlers) => {
  const scope = window as unknown as { turnstile?: Turnstile };
  await loadScript(constants.widgets.captcha.scriptUrl, () => !!scope.turnstile);
  const id = scope.turnstile!.render(container, { sitekey: config.siteKey, callback: handlers.onToken, 'expired-callback': handlers.onExpire, 'error-callback': handlers.onExpire });
  return () => scope.turnstile?.remove(id);
};

export const renderCaptcha: RenderCaptcha = async (container, config, handlers, text) => {
  if (config.mode === 'live') return renderLive(container, config, handlers, text);
  const local = await import('./captcha-local');
  return local.renderLocalCaptcha(container, config, handlers, text);
};

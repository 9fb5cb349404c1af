// Social sign-in behind one small interface: signIn(provider) gives the provider's ID token, which our
// server verifies (server/accounts/social.ts). The provider's SDK loader is injected only when the shopper
// chooses it, never at page load and never in the china edition. Live: Google Identity Services and Sign
// in with Apple (their hosts cannot be reached from this machine). Test: the local dialog of
// social-login-local.ts, whose tokens our own server signs.
import type { SocialProvider, WidgetConfig } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { editionConfig } from '../config/env';
import { loadScript } from './script-loader';

export type SocialProviderId = SocialProvider['id'];

export interface SocialCredential {
  provider: SocialProviderId;
  idToken: string;
}

/** Words of the local test dialog (the live providers draw their own). */
export interface SocialDialogText {
  title: string;
  email: string;
  submit: string;
  cancel: string;
}

export class SocialSignInCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SocialSignInCancelled';
  }
}

interface GoogleId {
  accounts: { id: { initialize(o: { client_id: string; callback(r: { credential: string }): void }): void; prompt(n?: (m: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void } };
}
interface AppleId {
  auth: { init(o: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void; signIn(): Promise<{ authorization: { id_token: string } }> };
}

async function signInLive(provider: SocialProvider): Promise<string> {
  const scope = window as unknown as { google?: GoogleId; AppleID?: AppleId };
  const { scriptUrl } = constants.widgets.social[provider.id];
  if (provider.id === 'google') {
    await loadScript(scriptUrl, () => !!scope.google?.accounts?.id);
    return new Promise((resolve, reject) => {
      scope.google!.accounts.id.initialize({ client_id: provider.clientId, callback: (r) => resolve(r.credential) });
      scope.google!.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment()) reject(new SocialSignInCancelled());
      });
    });
  }
  await loadScript(scriptUrl, () => !!scope.AppleID?.auth);
  scope.AppleID!.auth.init({ clientId: provider.clientId, scope: 'email', redirectURI: window.location.origin, usePopup: true });
  return (await scope.AppleID!.auth.signIn()).authorization.id_token;
}

/** The provider's ID token for the person who signs in there; rejects when cancelled or not available. */
export async function signIn(providerId: SocialProviderId, config: WidgetConfig['social'], text: SocialDialogText): Promise<SocialCredential> {
  const provider = config.providers.find((p) => p.id === providerId);
  if (!editionConfig.socialLogin || !provider) throw new Error(`${providerId} sign-in is not offered`);
  if (config.mode === 'live') return { provider: providerId, idToken: await signInLive(provider) };
  const local = await import('./social-login-local');
  return { provider: providerId, idToken: await local.localSignIn(providerId, text) };
}

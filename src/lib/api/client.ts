import { connectTransport } from '../../../generated/api/call';
import { apiBase, edition } from '../../config/env';
import { deviceId } from '../device';
import { currentLanguage } from '../i18n';
import { createTransport } from './transport';

type ErrorHandler = (message: string) => void;
let showError: ErrorHandler = () => {};

/** The shell connects the error toast here, so calls made anywhere surface their failures. */
export function onApiError(handler: ErrorHandler): void {
  showError = handler;
}

connectTransport(
  createTransport({
    baseUrl: apiBase(),
    edition,
    language: currentLanguage,
    deviceId,
    onError: (message) => showError(message),
  }),
);

/**
 * The typed call of every operation in spec/api.yaml (`api.<fn>(params, options)`), over the one call
 * wrapper. A namespace of one module per operation: each call loads with the first chunk that makes it,
 * so the home page's first load carries only its own. Call its members; don't destructure or pass `api`.
 */
export * as api from '../../../generated/api/calls';

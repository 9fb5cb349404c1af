import { createApiClient } from '../../../generated/api/client';
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

/** The typed client of every operation in spec/api.yaml, over the one call wrapper. */
export const api = createApiClient(
  createTransport({
    baseUrl: apiBase(),
    edition,
    language: currentLanguage,
    deviceId,
    onError: (message) => showError(message),
  }),
);

import { constants } from '../../generated/constants';
import { cookies } from './cookies';
import { md5 } from './md5';

/** `pc_` + MD5 of a random string and the time (spec §9). */
export function newDeviceId(random = crypto.getRandomValues(new Uint32Array(4)).join('-'), now = Date.now()): string {
  return constants.device.idPrefix + md5(`${random}${now}`);
}

/** The device id, created once and kept in its cookie for two years. */
export function deviceId(): string {
  let id = cookies.get('device');
  if (!id) {
    id = newDeviceId();
    cookies.set('device', id);
  }
  return id;
}

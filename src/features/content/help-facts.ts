import { constants } from '../../../generated/constants';
import type { LanguageCode } from '../../../generated/languages';
import { edition } from '../../config/env';
import { formatYen } from '../../lib/currency';

/** The help centre's questions, in the order the page lists them; each is also its anchor on /userGuide. */
export const helpQuestions = ['fees', 'payments', 'storage', 'prohibited', 'customs', 'returns', 'failed', 'merge', 'shipping', 'auctions'] as const;
export type HelpQuestion = (typeof helpQuestions)[number];

const methodDays = (id: string): string => (constants.shipping.methods.find((m) => m.id === id)?.transitDays ?? '').replace('-', '–');

/**
 * The figures the answers quote, read from the spec's constants so that an answer changes with the rule it
 * explains: fee bands, storage, merging limits, claim window, transit times.
 */
export function helpFacts(language: LanguageCode): Record<string, string | number> {
  const yen = (amount: number) => formatYen(amount, edition, language);
  const [low, mid, high] = constants.fees.proxyFee;
  const warehouse = constants.warehouse;
  return {
    feeLow: yen(low!.yen),
    feeMid: yen(mid!.yen),
    feeHigh: yen(high!.yen),
    bandMid: yen(mid!.fromYen),
    bandHigh: yen(high!.fromYen),
    freeDays: warehouse.freeStorageDays,
    perDay: yen(warehouse.storageYenPerItemDay),
    warningDays: warehouse.storageWarningDays,
    reminderDays: warehouse.postageReminderDays,
    freeOrders: warehouse.consolidation.freeOrders,
    extraYen: yen(warehouse.consolidation.perExtraOrderYen),
    maxOrders: warehouse.maxOrders,
    maxKg: warehouse.maxGrams / 1000,
    exportYen: yen(warehouse.exportDeclarationYen),
    appealDays: constants.orders.appealDays,
    courierDays: methodDays('dhl'),
    emsDays: methodDays('ems'),
    airDays: methodDays('airmail'),
    salDays: methodDays('sal'),
    seaDays: methodDays('surface'),
  };
}

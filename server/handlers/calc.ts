// The landed-cost calculator (/calc and the detail page): destinations, methods and services to choose
// from, and the itemised cost of one parcel by every method, saying why a method cannot take it. The
// rules are in ../shipping/landed-cost.ts; rates and suspended routes in the database.
import { constants } from '../../generated/constants';
import { ApiFailure, badField } from '../http/failure';
import { type Dimensions, landedCost, serviceProblem } from '../shipping/landed-cost';
import { proxyFeeDiscountPercent } from '../personal/level';
import { routeTo } from '../shipping/route-to';
import type { Handlers } from './types';

const dimensionFields = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** All three sides or none: volumetric weight and size limits need the whole box. */
function dimensionsOf(params: Partial<Record<(typeof dimensionFields)[number], number>>): Dimensions | null {
  const missing = dimensionFields.filter((f) => params[f] === undefined);
  if (missing.length === dimensionFields.length) return null;
  if (missing.length > 0) throw badField(missing[0]!);
  return { lengthCm: params.lengthCm!, widthCm: params.widthCm!, heightCm: params.heightCm! };
}

export const calcHandlers: Handlers<'Sig.Front.Front.ShippingOptions' | 'Sig.Front.Front.CalcLandedCost'> = {
  async 'Sig.Front.Front.ShippingOptions'(ctx) {
    const countries = await ctx.db.selectFrom('shipping_countries').select(['code', 'zone']).orderBy('code').execute();
    return {
      countries,
      methods: constants.shipping.methods.map((m) => ({
        id: m.id, maxKg: m.maxKg, volumetricDivisor: m.volumetricDivisor, volumetricMinSideCm: m.volumetricMinSideCm, transitDays: m.transitDays,
      })),
      // A service priced by weight shows its lowest price; the quote charges the parcel's band.
      services: constants.fees.services.map((s) => ({ id: s.id, yen: s.bands[0].yen, per: s.per })),
    };
  },

  async 'Sig.Front.Front.CalcLandedCost'(ctx) {
    const { params } = ctx;
    const country = params.country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw badField('country');
    const dimensions = dimensionsOf(params);
    const services = [...new Set((params.services ?? '').split(',').map((s) => s.trim()).filter((s) => s !== ''))];
    const problem = serviceProblem(services, params.weightGrams);
    if (problem?.kind === 'unknown') throw badField('services');
    if (problem?.kind === 'tooHeavy') throw new ApiFailure(400, 'serviceTooHeavy', { field: 'services', kg: problem.maxGrams / 1000 });
    return landedCost({
      priceYen: params.priceYen,
      domesticYen: params.domesticShippingYen ?? 0,
      parcel: { weightGrams: params.weightGrams, dimensions },
      services,
      route: await routeTo(ctx, country),
      // A logged-in shopper's estimate is what they would pay: their level's share off the proxy fee.
      feeDiscountPercent: ctx.user ? await proxyFeeDiscountPercent(ctx.db, ctx.user.id) : 0,
    });
  },
};

// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { z } from 'zod';
import { operations, type OperationDef, type OperationParams } from './operations';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the operation’s retry rule. */
  readonly retry?: boolean;
  /** No error toast; the caller shows the error. */
  readonly silent?: boolean;
}

/** The one call path (src/lib/api): sends an operation and resolves with its data. */
export type Transport = <P extends z.ZodType, R extends z.ZodType>(operation: OperationDef<P, R>, params: z.input<P>, options?: CallOptions) => Promise<z.output<R>>;

/** One typed function per operation of spec/api.yaml, over the given transport. */
export function createApiClient(transport: Transport) {
  return {
    /** POST Sig.Front.AppApi.GetToken */
    getToken: (options?: CallOptions) => transport(operations['Sig.Front.AppApi.GetToken'], {}, options),
    /** POST Sig.Front.AppApi.LogoutAction */
    logoutAction: (options?: CallOptions) => transport(operations['Sig.Front.AppApi.LogoutAction'], {}, options),
    /** GET Sig.Front.AppApi.UserSourceAd */
    userSourceAd: (params: OperationParams<'Sig.Front.AppApi.UserSourceAd'> = {}, options?: CallOptions) => transport(operations['Sig.Front.AppApi.UserSourceAd'], params, options),
    /** GET Sig.Front.Front.Config */
    config: (options?: CallOptions) => transport(operations['Sig.Front.Front.Config'], {}, options),
    /** GET Sig.Front.Front.GlobalHomeInfo */
    globalHomeInfo: (options?: CallOptions) => transport(operations['Sig.Front.Front.GlobalHomeInfo'], {}, options),
    /** POST Sig.Front.SubSite.App.ApplyUnblockGoods (login required) */
    applyUnblockGoods: (params: OperationParams<'Sig.Front.SubSite.App.ApplyUnblockGoods'>, options?: CallOptions) => transport(operations['Sig.Front.SubSite.App.ApplyUnblockGoods'], params, options),
    /** GET Sig.Front.SubSite.AppMercari.MercariCat */
    mercariCat: (options?: CallOptions) => transport(operations['Sig.Front.SubSite.AppMercari.MercariCat'], {}, options),
    /** GET Sig.Front.SubSite.AppMokaki.Categories */
    magiCategories: (options?: CallOptions) => transport(operations['Sig.Front.SubSite.AppMokaki.Categories'], {}, options),
    /** GET Sig.Front.SubSite.AppYahoo.GetFirstNav */
    getFirstNav: (options?: CallOptions) => transport(operations['Sig.Front.SubSite.AppYahoo.GetFirstNav'], {}, options),
    /** GET Sig.Front.User.AppUser.BindLanguage (login required) */
    bindLanguage: (params: OperationParams<'Sig.Front.User.AppUser.BindLanguage'>, options?: CallOptions) => transport(operations['Sig.Front.User.AppUser.BindLanguage'], params, options),
    /** GET Sig.Front.User.AppUserSetting.GetUserInfo (login required) */
    getUserInfo: (options?: CallOptions) => transport(operations['Sig.Front.User.AppUserSetting.GetUserInfo'], {}, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { endpoints, type Endpoint } from './endpoints';
import type { OperationName, OperationParams, OperationResult } from './operations';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the operation’s retry rule. */
  readonly retry?: boolean;
  /** No error toast; the caller shows the error. */
  readonly silent?: boolean;
}

/** The one call path (src/lib/api): sends an operation and resolves with its data. */
export type Transport = <N extends OperationName>(endpoint: Endpoint<N>, params: OperationParams<N>, options?: CallOptions) => Promise<OperationResult<N>>;

/** One typed function per operation of spec/api.yaml, over the given transport. */
export function createApiClient(transport: Transport) {
  return {
    /** POST Sig.Front.AppApi.CheckVerifyCode — tells whether a code is right without using it up (the reset flow asks for the code first) */
    checkVerifyCode: (params: OperationParams<'Sig.Front.AppApi.CheckVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.CheckVerifyCode'], params, options),
    /** POST Sig.Front.AppApi.ForgetPassword — mails a reset code when the account exists; answers the same either way */
    forgetPassword: (params: OperationParams<'Sig.Front.AppApi.ForgetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ForgetPassword'], params, options),
    /** POST Sig.Front.AppApi.GetToken — the session's anti-forgery token; sent back as X-Csrf-Token it admits calls from allowed origins */
    getToken: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.GetToken'], {}, options),
    /** POST Sig.Front.AppApi.Login */
    login: (params: OperationParams<'Sig.Front.AppApi.Login'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Login'], params, options),
    /** POST Sig.Front.AppApi.LogoutAction */
    logoutAction: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.LogoutAction'], {}, options),
    /** POST Sig.Front.AppApi.Register — creates an unverified account and mails a code (register, then _info, then _verification) */
    register: (params: OperationParams<'Sig.Front.AppApi.Register'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Register'], params, options),
    /** POST Sig.Front.AppApi.ResetPassword — uses up the reset code, sets the new password and ends every session of the account */
    resetPassword: (params: OperationParams<'Sig.Front.AppApi.ResetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ResetPassword'], params, options),
    /** POST Sig.Front.AppApi.SendVerifyCode — mails a new code for an unfinished registration or a password reset */
    sendVerifyCode: (params: OperationParams<'Sig.Front.AppApi.SendVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.SendVerifyCode'], params, options),
    /** GET Sig.Front.AppApi.UserSourceAd */
    userSourceAd: (params: OperationParams<'Sig.Front.AppApi.UserSourceAd'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.UserSourceAd'], params, options),
    /** POST Sig.Front.AppApi.VerifyRegister — uses up the registration code, marks the email verified and logs in */
    verifyRegister: (params: OperationParams<'Sig.Front.AppApi.VerifyRegister'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.VerifyRegister'], params, options),
    /** GET Sig.Front.Front.Config */
    config: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.Config'], {}, options),
    /** GET Sig.Front.Front.GlobalHomeInfo */
    globalHomeInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.GlobalHomeInfo'], {}, options),
    /** POST Sig.Front.SubSite.App.ApplyUnblockGoods (login required) */
    applyUnblockGoods: (params: OperationParams<'Sig.Front.SubSite.App.ApplyUnblockGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.ApplyUnblockGoods'], params, options),
    /** GET Sig.Front.SubSite.AppMercari.MercariCat */
    mercariCat: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppMercari.MercariCat'], {}, options),
    /** GET Sig.Front.SubSite.AppMokaki.Categories */
    magiCategories: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppMokaki.Categories'], {}, options),
    /** GET Sig.Front.SubSite.AppYahoo.GetFirstNav */
    getFirstNav: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppYahoo.GetFirstNav'], {}, options),
    /** GET Sig.Front.User.AppUser.BindLanguage (login required) */
    bindLanguage: (params: OperationParams<'Sig.Front.User.AppUser.BindLanguage'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUser.BindLanguage'], params, options),
    /** GET Sig.Front.User.AppUserSetting.GetUserInfo (login required) */
    getUserInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.GetUserInfo'], {}, options),
    /** POST Sig.Front.User.AppUserSetting.UpdateUserInfo (login required) — register/update and _updateChina; a new password needs the current one */
    updateUserInfo: (params: OperationParams<'Sig.Front.User.AppUserSetting.UpdateUserInfo'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.UpdateUserInfo'], params, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

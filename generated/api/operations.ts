// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { z } from 'zod';
import { CategoryNode, CodeSent, HomeInfo, NameValue, Token, UserInfo, YahooCategory } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** the `n` the call carries */
  readonly name: string;
  /** the client function */
  readonly fn: string;
  readonly method: HttpMethod;
  /** query: `?n=<name>`; api: `/api/<name>` */
  readonly style: 'query' | 'api';
  readonly auth: 'none' | 'optional' | 'required';
  /** safe to retry once on a transient status */
  readonly retry: boolean;
  readonly params: P;
  readonly result: R;
}

export const operations = {
  'Sig.Front.AppApi.CheckVerifyCode': {
    name: 'Sig.Front.AppApi.CheckVerifyCode',
    fn: 'checkVerifyCode',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
      purpose: z.enum(['register', 'reset']),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.ForgetPassword': {
    name: 'Sig.Front.AppApi.ForgetPassword',
    fn: 'forgetPassword',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.GetToken': {
    name: 'Sig.Front.AppApi.GetToken',
    fn: 'getToken',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({}),
    result: Token,
  },
  'Sig.Front.AppApi.Login': {
    name: 'Sig.Front.AppApi.Login',
    fn: 'login',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({
      email: z.email(),
      password: z.string().min(1).max(200),
    }),
    result: UserInfo,
  },
  'Sig.Front.AppApi.LogoutAction': {
    name: 'Sig.Front.AppApi.LogoutAction',
    fn: 'logoutAction',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({}),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.Register': {
    name: 'Sig.Front.AppApi.Register',
    fn: 'register',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      password: z.string().min(8).max(72),
      nickname: z.string().min(1).max(40).optional(),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.ResetPassword': {
    name: 'Sig.Front.AppApi.ResetPassword',
    fn: 'resetPassword',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
      password: z.string().min(8).max(72),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.SendVerifyCode': {
    name: 'Sig.Front.AppApi.SendVerifyCode',
    fn: 'sendVerifyCode',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      purpose: z.enum(['register', 'reset']),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.UserSourceAd': {
    name: 'Sig.Front.AppApi.UserSourceAd',
    fn: 'userSourceAd',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      source: z.string().max(100).optional(),
    }),
    result: z.object({
      source: z.string().nullable(),
    }),
  },
  'Sig.Front.AppApi.VerifyRegister': {
    name: 'Sig.Front.AppApi.VerifyRegister',
    fn: 'verifyRegister',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
    }),
    result: UserInfo,
  },
  'Sig.Front.Front.Config': {
    name: 'Sig.Front.Front.Config',
    fn: 'config',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get serviceNameMap() {
        return z.array(NameValue);
      },
    }),
  },
  'Sig.Front.Front.GlobalHomeInfo': {
    name: 'Sig.Front.Front.GlobalHomeInfo',
    fn: 'globalHomeInfo',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({}),
    result: HomeInfo,
  },
  'Sig.Front.SubSite.App.ApplyUnblockGoods': {
    name: 'Sig.Front.SubSite.App.ApplyUnblockGoods',
    fn: 'applyUnblockGoods',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      Type: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
      Url: z.string().min(1).max(2048),
      reason: z.string().max(500).optional(),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.SubSite.AppMercari.MercariCat': {
    name: 'Sig.Front.SubSite.AppMercari.MercariCat',
    fn: 'mercariCat',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get cat() {
        return z.array(CategoryNode);
      },
    }),
  },
  'Sig.Front.SubSite.AppMokaki.Categories': {
    name: 'Sig.Front.SubSite.AppMokaki.Categories',
    fn: 'magiCategories',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get categories() {
        return z.array(CategoryNode);
      },
    }),
  },
  'Sig.Front.SubSite.AppYahoo.GetFirstNav': {
    name: 'Sig.Front.SubSite.AppYahoo.GetFirstNav',
    fn: 'getFirstNav',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.array(YahooCategory),
  },
  'Sig.Front.User.AppUser.BindLanguage': {
    name: 'Sig.Front.User.AppUser.BindLanguage',
    fn: 'bindLanguage',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({
      language: z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']),
    }),
    result: z.object({
      language: z.string(),
    }),
  },
  'Sig.Front.User.AppUserSetting.GetUserInfo': {
    name: 'Sig.Front.User.AppUserSetting.GetUserInfo',
    fn: 'getUserInfo',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({}),
    result: UserInfo,
  },
  'Sig.Front.User.AppUserSetting.UpdateUserInfo': {
    name: 'Sig.Front.User.AppUserSetting.UpdateUserInfo',
    fn: 'updateUserInfo',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      nickname: z.string().min(1).max(40).optional(),
      currentPassword: z.string().min(1).max(200).optional(),
      newPassword: z.string().min(8).max(72).optional(),
    }),
    result: UserInfo,
  },
} as const satisfies Readonly<Record<string, OperationDef>>;

export type OperationName = keyof typeof operations;

export type OperationParams<N extends OperationName> = z.input<(typeof operations)[N]['params']>;

export type OperationResult<N extends OperationName> = z.output<(typeof operations)[N]['result']>;

export function isOperationName(value: unknown): value is OperationName {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}

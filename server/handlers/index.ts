// Every operation of spec/api.yaml and its handler. The HandlerMap type makes a missing or extra
// entry a compile error.
import { calcHandlers } from './calc';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { collectHandlers } from './collect';
import { goodsHandlers } from './goods';
import { historyHandlers } from './history';
import { homeHandlers } from './home';
import { loginHandlers } from './login';
import { opsHandlers } from './ops';
import { registerHandlers } from './register';
import type { HandlerMap } from './types';
import { userHandlers } from './user';

export const handlers: HandlerMap = {
  ...registerHandlers,
  ...loginHandlers,
  ...userHandlers,
  ...homeHandlers,
  ...catalogHandlers,
  ...goodsHandlers,
  ...historyHandlers,
  ...calcHandlers,
  ...collectHandlers,
  ...cartHandlers,
  ...opsHandlers,
};

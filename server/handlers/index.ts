// Every operation of spec/api.yaml and its handler. The HandlerMap type makes a missing or extra
// entry a compile error.
import { catalogHandlers } from './catalog';
import { homeHandlers } from './home';
import { loginHandlers } from './login';
import { registerHandlers } from './register';
import type { HandlerMap } from './types';
import { userHandlers } from './user';

export const handlers: HandlerMap = {
  ...registerHandlers,
  ...loginHandlers,
  ...userHandlers,
  ...homeHandlers,
  ...catalogHandlers,
};

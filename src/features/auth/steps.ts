import { edition } from '../../config/env';

// The china edition registers through its own variants of the same steps (spec §2).
const china = edition === 'china';

export const registerSteps = {
  info: china ? 'register.infoChina' : 'register.info',
  verify: china ? 'register.verificationChina' : 'register.verification',
  update: china ? 'register.updateChina' : 'register.update',
} as const;

import { create } from 'zustand';
import type { OrderAppeal } from '../../../generated/api/schemas';

export type AppealReason = OrderAppeal['reason'];
export const appealReasons: readonly AppealReason[] = ['damaged', 'missing', 'wrong', 'other'];

export interface AppealDraft {
  orderId: number;
  reason: AppealReason;
  detail: string;
}

/** The appeal being written, between its form and the page that reviews it before sending (client state only). */
export const useAppealDraft = create<{ draft: AppealDraft | null }>(() => ({ draft: null }));

// What a guest form's action answers: the console's one form reply (decision
// 070), always naming the form that sent it (null for a form the page does not know).
import type { FormReply } from '../form-kit/form-reply.ts';

export type GuestFormResult = FormReply<{ intent: string | null }>;

// What a console diary action answers (its page reads it as actionData): the
// console's one form reply (decision 070), and for a status form its action,
// as one page holds a form per action.
import type { FormReply } from '../form-kit/form-reply.ts';

export type PageResult = FormReply<{ action?: string }>;

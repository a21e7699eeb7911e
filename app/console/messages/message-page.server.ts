// /console/messages/:kind/:messageId/: one message with its attachments, and
// the form that marks it handled or new with a note (product.md D8). Another
// restaurant's message is not found (the console service decides).
import { data, type AppLoadContext } from 'react-router';
import { MESSAGE_KINDS, type MessageDetail, type MessageKind } from '../../../contract/console-messages.ts';
import { messageUpdateSchema } from '../../../contract/console-forms.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { invalidFieldReply, notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import { formatLondon } from './message-format.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

export interface MessagePage {
  csrfToken: string;
  message: MessageDetail & { receivedLabel: string; handledAtLabel: string | null };
}

export type MessageFormResult = FormReply<{ saved?: boolean }>;

const isKind = (kind: string | undefined): kind is MessageKind => MESSAGE_KINDS.includes(kind as MessageKind);

/** The route's params, or a 404 for a kind that does not exist or an id no message has. */
function messageKey(params: { kind?: string; messageId?: string }): { kind: MessageKind; id: string } {
  const { kind, messageId } = params;
  if (!isKind(kind) || !messageId || messageId.length > 64) throw notFoundPage();
  return { kind, id: messageId };
}

export async function loadMessage(context: AppLoadContext, request: Request, params: { kind?: string; messageId?: string }) {
  const session = await requireSession(context, request);
  const { kind, id } = messageKey(params);
  const message = await context.services.console.message(session.staff, kind, id).catch(throwAsPageError);
  return data<MessagePage>(
    {
      csrfToken: session.csrfToken,
      message: {
        ...message,
        receivedLabel: formatLondon(message.receivedAt),
        handledAtLabel: message.handledAt ? formatLondon(message.handledAt) : null,
      },
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function updateMessage(context: AppLoadContext, request: Request, params: { kind?: string; messageId?: string }) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const { kind, id } = messageKey(params);
  const parsed = messageUpdateSchema.safeParse({ status: form.get('status') ?? undefined, note: form.get('note') ?? undefined });
  if (!parsed.success) {
    return data<MessageFormResult>(
      { error: null, fieldErrors: fieldErrorsOf(parsed.error.issues) },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  }
  try {
    await context.services.console.updateMessage(session.staff, kind, id, parsed.data);
  } catch (err) {
    // A wrong field is the form's to show; any other refusal is the page's error.
    return invalidFieldReply<MessageFormResult>(err);
  }
  return data<MessageFormResult>({ error: null, fieldErrors: {}, saved: true }, { headers: CONSOLE_HEADERS });
}

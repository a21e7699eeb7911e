// The client's proposal page behind its signed link (decision 078): opening it changes nothing (mail scanners
// follow links); only its buttons post.
//   ?token=…                    the newest version, its figures and terms, and the two forms
//   POST intent=accept          typed name, terms ticked, the hash of the version read → ?token=…&done=accepted
//   POST intent=changes         a message to the restaurant → ?token=…&done=changes
//   POST intent=pay             the deposit or the balance, with the card's one-time nonce → ?token=…&done=paid
// What the service refuses (an older version, a lapsed hold) is a message on the page, never an error page.
import { data, redirect, type AppLoadContext } from 'react-router';
import { PROPOSAL_PATH, proposalAcceptSchema, proposalChangesSchema, proposalPaySchema } from '../../../contract/event-proposals.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';

export const INCOMPLETE_PROPOSAL_LINK = 'This link is not complete. Please use the link in your e-mail.';

export type ProposalDone = 'accepted' | 'changes' | 'paid';
const DONE: readonly ProposalDone[] = ['accepted', 'changes', 'paid'];

export interface ProposalPageAction {
  intent: 'accept' | 'changes' | 'pay';
  error: string | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const pageOf = (token: string, done: ProposalDone) => `${PROPOSAL_PATH}?${new URLSearchParams({ token, done })}`;

export async function loadProposalPage(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!token) return data({ view: null, payments: null, error: INCOMPLETE_PROPOSAL_LINK } as const, { status: 400 });
  try {
    const view = await context.services.proposals.forClient(token);
    const payments = await context.services.eventPayments.forClient(token);
    const done = DONE.find((d) => d === params.get('done')) ?? null;
    return data({ view, payments, error: null, token, done } as const);
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return data({ view: null, payments: null, error: refusal.message } as const, { status: refusal.status });
  }
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export async function proposalPageAction(context: AppLoadContext, request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const token = text(form, 'token');
  const asked = text(form, 'intent');
  const intent = asked === 'changes' || asked === 'pay' ? asked : 'accept';
  const values = { name: text(form, 'name'), message: text(form, 'message') };
  const reply = (error: string | null, fieldErrors: Record<string, string>, status: number) =>
    data<ProposalPageAction>({ intent, error, fieldErrors, values }, { status });
  if (!token) return reply(INCOMPLETE_PROPOSAL_LINK, {}, 400);
  const proposals = context.services.proposals;
  try {
    if (intent === 'pay') {
      const parsed = proposalPaySchema.safeParse({ kind: text(form, 'kind'), nonce: text(form, 'nonce') });
      if (!parsed.success) return reply(INCOMPLETE_PROPOSAL_LINK, {}, 400);
      await context.services.eventPayments.pay(token, parsed.data.kind, parsed.data.nonce);
      return redirect(pageOf(token, 'paid'));
    }
    if (intent === 'changes') {
      const parsed = proposalChangesSchema.safeParse({ intent, message: values.message });
      if (!parsed.success) return reply(null, { message: parsed.error.issues[0]?.message ?? '' }, 400);
      await proposals.askChanges(token, parsed.data.message);
      return redirect(pageOf(token, 'changes'));
    }
    const parsed = proposalAcceptSchema.safeParse({
      intent,
      hash: text(form, 'hash'),
      name: values.name,
      agree: form.get('agree') ?? undefined,
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      // A page without the version's hash was not read from our page: ask for the link again.
      if (fieldErrors.hash) return reply(INCOMPLETE_PROPOSAL_LINK, {}, 400);
      return reply(null, fieldErrors, 400);
    }
    await proposals.accept(
      token,
      { hash: parsed.data.hash, name: parsed.data.name },
      { address: context.clientIp || null, agent: request.headers.get('user-agent')?.slice(0, 300) ?? null },
    );
    return redirect(pageOf(token, 'accepted'));
  } catch (err) {
    const refusal = pageRefusal(err);
    if (!refusal) throw err;
    return reply(refusal.message, {}, refusal.status);
  }
}

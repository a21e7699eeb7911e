// product.md §7: every /api call carries Authorization (bearer), brandKey and
// sessionId; without them, 401 JSON. POST /api/token and the API docs are open.
import type { FastifyInstance } from 'fastify';
import { apiHeadersSchema } from '../../contract/api.ts';
import type { AppTokens } from '../auth/app-token.ts';

// /api/console/ has its own guard: the console's session cookie (console-routes.ts).
const OPEN_PATHS = [/^\/api\/token\/?$/, /^\/api\/docs(\/|$)/, /^\/api\/console\//];

export function registerAuthGuard(app: FastifyInstance, tokens: AppTokens, brandKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    // Decision 012: `isApi` is the canonical reading; a non-canonical spelling was refused already.
    if (!request.isApi) return;
    const path = request.url.split('?')[0] ?? '';
    if (OPEN_PATHS.some((re) => re.test(path))) return;
    const headers = apiHeadersSchema.safeParse(request.headers);
    if (!headers.success) {
      const issue = headers.error.issues[0];
      return reply.status(401).send({ success: false, message: issue?.message ?? 'Unauthorised' });
    }
    if (headers.data.brandkey !== brandKey) return reply.status(401).send({ success: false, message: 'Unknown brandKey' });
    if (!(await tokens.verify(headers.data.authorization.slice('Bearer '.length)))) {
      return reply.status(401).send({ success: false, message: 'Token is invalid or expired' });
    }
  });
}

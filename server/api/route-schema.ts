// Turns an entry of the route table (contract/api-routes.ts) into Fastify's
// route options: method, url and the schema (params, querystring, headers,
// body, the 200 reply and any other documented reply, tags, summary). The zod
// type provider reads the request and reply types from that schema, so a
// handler is typed by the contract entry it serves.
import type { ApiRoute } from '../../contract/api-routes.ts';

type Part<R, K extends string> = R extends { readonly [P in K]: infer S } ? S : undefined;

export interface RouteSchema<R extends ApiRoute> {
  tags: string[];
  summary: string;
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  headers: Part<R, 'headers'>;
  body: Part<R, 'body'>;
  consumes?: string[];
  security?: Record<string, string[]>[];
  response: { 200: R['reply'] } & (R extends { readonly otherReplies: infer O } ? O : unknown);
}

export function routeSchema<const R extends ApiRoute>(route: R): RouteSchema<R> {
  // Absent parts stay absent: Fastify compiles a validator for every key it is given.
  const present = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    tags: [...route.tags],
    summary: route.summary,
    ...present('params', route.params),
    ...present('querystring', route.query),
    ...present('headers', route.headers),
    ...present('body', route.body),
    ...present('consumes', route.consumes && [...route.consumes]),
    ...present(
      'security',
      route.security?.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [...v]]))),
    ),
    response: { ...route.otherReplies, 200: route.reply },
  } as RouteSchema<R>;
}

/** `app.route({ ...routeOptions(apiRoutes.x), handler })`: the method and path come from the table too. */
export function routeOptions<const R extends ApiRoute>(route: R) {
  return { method: route.method, url: route.path, schema: routeSchema(route) };
}

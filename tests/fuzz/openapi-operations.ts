// Reads the operations of the app's own OpenAPI document (/api/docs/json):
// method, path, parameters, JSON body schema, and whether it takes multipart.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/booking/create/{storeId}" */
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody?: JsonSchema;
  bodyRequired: boolean;
  multipart: boolean;
  /** The document asks for the bearer token, brandKey and sessionId (product.md §7); the console's routes ask for its cookie instead. */
  secured: boolean;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: unknown[];
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema?.$ref || depth > 10) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name], depth + 1);
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      const security = op.security ?? doc.security ?? [];
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? [])
          .filter((p): p is Parameter & { in: Parameter['in'] } => ['path', 'query', 'header'].includes(p.in))
          .map((p) => ({ name: p.name, in: p.in, required: p.in === 'path' || Boolean(p.required), schema: resolve(p.schema) ?? {} })),
        jsonBody: resolve(content['application/json']?.schema),
        bodyRequired: Boolean(op.requestBody?.required),
        // A route whose body Fastify does not validate documents multipart in its summary only.
        multipart: 'multipart/form-data' in content || /multipart/i.test(op.summary ?? ''),
        secured: security.some((requirement) => typeof requirement === 'object' && requirement !== null && 'bearer' in requirement),
      });
    }
  }
  return operations;
}

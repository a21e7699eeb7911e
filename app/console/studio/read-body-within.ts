// A request's body, kept no further than `limit` bytes (decision 037 "Images": a
// picture's size limit). Past the limit the rest is read and dropped, up to a
// ceiling, so a browser still sending gets the answer rather than a broken
// connection; a body declared or found past the ceiling is cut off.
const CEILING_FACTOR = 8;

export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const ceiling = limit * CEILING_FACTOR;
  if (!request.body) return new Uint8Array();
  if (Number(request.headers.get('content-length')) > ceiling) {
    await request.body.cancel();
    return 'too-large';
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total <= limit) chunks.push(value);
    else if (total > ceiling) {
      await reader.cancel();
      break;
    }
  }
  if (total > limit) return 'too-large';
  const body = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

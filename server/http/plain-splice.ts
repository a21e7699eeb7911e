// The uncompressed copy of a kept page (decision 056): its bytes encoded once, with
// a gap wherever a nonce goes, so a response that asks for no compression
// costs one copy and a few writes of its nonce, not a join and a UTF-8 encoding
// of the whole page.
export interface PlainTemplate {
  bytes: Buffer;
  /** Where each nonce's bytes start. */
  offsets: number[];
  nonceBytes: number;
}

export function plainTemplate(parts: readonly string[], nonceBytes: number): PlainTemplate {
  const gap = Buffer.alloc(nonceBytes);
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      offsets.push(at);
      chunks.push(gap);
      at += nonceBytes;
    }
    const text = Buffer.from(part, 'utf8');
    chunks.push(text);
    at += text.length;
  });
  return { bytes: Buffer.concat(chunks, at), offsets, nonceBytes };
}

/** A base64 nonce is printable ASCII of the template's length; anything else would not be one byte a character. */
const fits = (template: PlainTemplate, nonce: string) => nonce.length === template.nonceBytes && /^[\x20-\x7e]*$/.test(nonce);

/**
 * The page with this response's nonce as pieces to write in turn: the kept bytes between nonces are not copied
 * (the fast path hands them to the socket in one writev); null as for `plainWithNonce`.
 */
export function plainPieces(template: PlainTemplate, nonce: string): Buffer[] | null {
  if (!fits(template, nonce)) return null;
  const value = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let from = 0;
  for (const offset of template.offsets) {
    pieces.push(template.bytes.subarray(from, offset), value);
    from = offset + template.nonceBytes;
  }
  pieces.push(template.bytes.subarray(from));
  return pieces;
}

/** The page with this response's nonce; null when the nonce is not ASCII of the template's length. */
export function plainWithNonce(template: PlainTemplate, nonce: string): Buffer | null {
  if (!fits(template, nonce)) return null;
  const out = Buffer.allocUnsafe(template.bytes.length);
  template.bytes.copy(out);
  for (const offset of template.offsets) out.write(nonce, offset, 'latin1');
  return out;
}

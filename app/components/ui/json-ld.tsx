// Renders structured data. JSON-LD is data, not script, but it still carries
// the nonce and is escaped so no string in it can close the element.
import { useNonce } from '../../lib/nonce.tsx';

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

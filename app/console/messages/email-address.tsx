// An e-mail address as the inbox shows it (product.md D8 "Console UI"): whole on
// one line where it fits; where it does not (a phone, a long address), it breaks
// only before the @, never in the middle of a word.
export function EmailAddress({ address, className }: { address: string; className: string | undefined }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className={className}>{address}</span>;
  return (
    <>
      <span className={className}>{address.slice(0, at)}</span>
      <wbr />
      <span className={className}>{address.slice(at)}</span>
    </>
  );
}

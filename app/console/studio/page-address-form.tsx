// A page's address in the studio (product.md D9: "its slug, with a 301 from the old
// address when a published slug changes"). The change is published at once:
// the page moves, and its old address sends visitors (and search engines) to
// the new one. After the move the studio opens the page at its new address and
// says so (the ?moved= query names the old one; ?replaced= names where the new
// address sent visitors before, when it was another page's old address).
import { Form, useSearchParams } from 'react-router';
import { PAGE_ADDRESS_MESSAGES, pagePath } from '../../../contract/page-address.ts';
import { StudioFormBase } from './studio-form.tsx';
import { TextField } from './studio-fields.tsx';
import studioStyles from './studio.module.css';

interface PageAddressFormProps {
  csrfToken: string;
  revision: string;
  docId: string;
  /** What a refused change sent, to put back in its field. */
  sent: Record<string, string> | undefined;
  errors: Record<string, string>;
}

export function PageAddressForm({ csrfToken, revision, docId, sent, errors }: PageAddressFormProps) {
  const [search] = useSearchParams();
  const movedFrom = search.get('moved');
  const replaced = search.get('replaced');
  return (
    <section aria-labelledby="page-address-h" className={studioStyles.panel}>
      <h2 id="page-address-h">Address</h2>
      {movedFrom && (
        <p role="status" className={studioStyles.ok}>
          {PAGE_ADDRESS_MESSAGES.changed(pagePath(docId))} (It was {movedFrom}.)
          {replaced && <> {PAGE_ADDRESS_MESSAGES.replaced(pagePath(docId), replaced)}</>}
        </p>
      )}
      <p>
        This page is at <code>{pagePath(docId)}</code>.
      </p>
      <Form method="post" className={studioStyles.stack}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="change-address" />
        <TextField
          prefix="page-address"
          name="to"
          label="New address"
          values={sent ?? {}}
          errors={sent ? errors : {}}
          required
          spellCheck={false}
          hint="Lower-case letters, digits and hyphens, such as student-offers (or two parts: offers/students). The change is published at once, with its draft and history; links to the old address keep working."
        />
        <p>
          <button type="submit" className="button">
            Change address
          </button>
        </p>
      </Form>
    </section>
  );
}

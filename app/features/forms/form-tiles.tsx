// The forms content tiles render (product.md §3 formType), each on its own card.
// Loaded lazily by the tile registry, so pages without a form never load them.
import { ContactForm } from './contact-form.tsx';
import { GroupEnquiryForm } from './group-enquiry-form.tsx';
import { PartnerFormModal } from './partner-form-modal.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import styles from './forms.module.css';

export function ContactTile() {
  return (
    <div className={styles.card}>
      <ContactForm />
    </div>
  );
}

/** id="group-booking": the booking modal hands over to #group-booking on this page. */
export function GroupBookingTile() {
  return (
    <div id="group-booking" className={styles.card}>
      <GroupEnquiryForm />
    </div>
  );
}

export function SignUpTile() {
  return (
    <div className={styles.card}>
      <SignUpForm />
    </div>
  );
}

export function PartnerTile() {
  return <PartnerFormModal />;
}

// product.md §4 group-booking view: for parties from the restaurant's group
// threshold (one number, `booking.groupFromCovers`, in every text; decision 025).
// The enquiry form (decision 009) takes the dialog's width (decision 026) and is
// prefilled with the restaurant, date and the diner's details already given;
// it posts to /api/contact/group-booking.
import { DEFAULT_ONLINE_BOOKING } from '../../../contract/online-booking.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import { GroupEnquiryForm } from '../forms/group-enquiry-form.tsx';
import styles from './booking-modal.module.css';

export function GroupView({ flow }: { flow: BookingFlow }) {
  const { state, restaurant } = flow;
  const threshold = (restaurant?.booking ?? DEFAULT_ONLINE_BOOKING).groupFromCovers;
  return (
    <div className={styles.group}>
      <h3 className={styles.stepHeading} tabIndex={-1} data-step-heading>
        Parties of {threshold} or more
      </h3>
      <p>For parties of {threshold} or more, our events team will put together the right space and menu. Tell us what you have in mind.</p>
      <GroupEnquiryForm
        prefill={{
          storeId: restaurant?.storeId ?? state.storeId ?? '',
          date: state.date ?? '',
          // The party chosen so far, at least the size this form is for.
          covers: String(Math.max(state.adultCovers + state.childCovers, threshold)),
          firstName: state.customer.firstName,
          lastName: state.customer.lastName,
          email: state.customer.email,
          telephoneNumber: state.customer.phoneNumber,
          specialRequest: state.customer.specialRequest,
          shouldReceivePromotions: state.customer.shouldReceivePromotions,
          shouldReceiveSms: state.customer.shouldReceiveSms,
        }}
      />
    </div>
  );
}

// SPEC §4 group-booking view: for parties above the online limit. The enquiry
// form (issue 8) is prefilled from the booking's customer details and posts
// to /api/contact/group-booking.
import { DEFAULT_ONLINE_BOOKING } from '../../../contract/online-booking.ts';
import type { BookingFlow } from './use-booking-flow.ts';
import { GroupEnquiryForm } from '../forms/group-enquiry-form.tsx';
import styles from './booking-modal.module.css';

export function GroupView({ flow }: { flow: BookingFlow }) {
  const { state, restaurant } = flow;
  return (
    <div className={styles.step}>
      <p>
        For parties of {(restaurant?.booking ?? DEFAULT_ONLINE_BOOKING).groupFromCovers} or more, our events team will put together the
        right space and menu. Tell us what you have in mind.
      </p>
      <GroupEnquiryForm
        prefill={{
          storeId: restaurant?.storeId ?? state.storeId ?? '',
          date: state.date ?? '',
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

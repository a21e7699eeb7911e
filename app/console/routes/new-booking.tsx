// /console/diary/:storeId/new/?date=: a phone or walk-in booking (product.md D8).
import type { Route } from './+types/new-booking';
import { createStaffBooking, loadNewBooking } from '../diary/new-booking.server.ts';
import { StaffBookingForm } from '../diary/staff-booking-form.tsx';
import styles from '../diary/diary.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadNewBooking(context, request, params.storeId);

export const action = ({ context, request, params }: Route.ActionArgs) => createStaffBooking(context, request, params.storeId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `New booking · ${data.choices.restaurant.title} · Restaurant console` : 'New booking · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>
        New booking
        <span className={styles.subhead}>{loaderData.choices.restaurant.title}</span>
      </h1>
      <StaffBookingForm {...loaderData} result={actionData} />
    </div>
  );
}

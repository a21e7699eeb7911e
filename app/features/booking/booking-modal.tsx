// The booking modal (product.md §2): a native modal dialog (focus
// moves in and is trapped, Escape closes, focus returns to the opener; kept
// over react-aria's Modal, decision 026), three steps and a thanks view,
// announced to screen readers as they change, focus on the new step's heading. Its server
// state is cached by TanStack Query; the provider lives here, in the modal's
// lazily loaded chunk, so pages that never open it do not load the library.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useModalOpenFlag } from '../../lib/modal-flag.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useBookingFlow } from './use-booking-flow.ts';
import { StepOne } from './step-one.tsx';
import { StepTwo } from './step-two.tsx';
import { StepThree } from './step-three.tsx';
import { ThanksView } from './thanks-view.tsx';
import { GroupView } from './group-view.tsx';
import styles from './booking-modal.module.css';

const STEP_NAMES = { 1: 'Restaurant, date and guests', 2: 'Time and preferences', 3: 'Your details' } as const;

/**
 * One cache for the page: the restaurant list loads once however often the modal opens; the
 * flow's own queries are dropped when it closes (booking-queries.ts). No retries: a failed call
 * shows its message at once, as product.md §4 says, and the diner tries again.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
});

interface BookingModalProps {
  /** The restaurant to preselect (product.md §2 book-now links), by slug. */
  restaurantSlug: string | null;
  onClose: () => void;
}

export default function BookingModal(props: BookingModalProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BookingDialog {...props} />
    </QueryClientProvider>
  );
}

function BookingDialog({ restaurantSlug, onClose }: BookingModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The root loader already lists every restaurant, so the preselection needs no request.
  const preselected = useRootData()?.restaurants.find((r) => r.slug === restaurantSlug)?.storeId ?? null;
  const flow = useBookingFlow(preselected);
  const { state } = flow;
  useModalOpenFlag(true);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const view = state.showThanks ? 'thanks' : state.groupBooking ? 'group' : `step-${state.step}`;
  // Decision 026: after every change of step, focus moves to the new step's heading (the live region
  // below announces it); on opening, the dialog's own first focus stands.
  const viewRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    viewRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [view]);
  const heading = state.showThanks ? 'Thank you' : state.groupBooking ? 'Group booking enquiry' : 'Book a table';

  return (
    <dialog ref={ref} className={styles.modal} aria-labelledby="booking-title" onClose={onClose} data-journey="horizontal">
      <div className={styles.frame} data-image={!state.bookingImageHidden}>
        {!state.bookingImageHidden && <div className={styles.image} aria-hidden="true" />}
        <div className={styles.body}>
          <header className={styles.header}>
            <h2 id="booking-title">{heading}</h2>
            <button type="button" className={styles.iconButton} onClick={() => ref.current?.close()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close booking</span>
            </button>
          </header>
          {!state.showThanks && !state.groupBooking && (
            <ol className={styles.progress} aria-label="Booking steps">
              {([1, 2, 3] as const).map((n) => (
                <li key={n} aria-current={state.step === n ? 'step' : undefined} data-done={state.step > n}>
                  <span className={styles.stepNumber}>{n}</span> {STEP_NAMES[n]}
                </li>
              ))}
            </ol>
          )}
          <p className="visually-hidden" aria-live="polite">
            {state.showThanks
              ? 'Booking complete.'
              : state.groupBooking
                ? 'Group booking enquiry.'
                : `Step ${state.step} of 3: ${STEP_NAMES[state.step]}.`}
          </p>
          {state.error && (
            <p role="alert" className={styles.error}>
              {state.error}
            </p>
          )}
          <div key={view} ref={viewRef} className={styles.view}>
            {view === 'thanks' && <ThanksView flow={flow} onClose={() => ref.current?.close()} />}
            {view === 'group' && <GroupView flow={flow} />}
            {view === 'step-1' && state.showStepOne && <StepOne flow={flow} />}
            {view === 'step-2' && <StepTwo flow={flow} />}
            {view === 'step-3' && <StepThree flow={flow} />}
          </div>
        </div>
      </div>
    </dialog>
  );
}

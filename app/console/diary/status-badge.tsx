// A booking's status: always its name in words, told apart by border style as
// well as colour (WCAG 1.4.1: never colour alone).
import { SERVICE_STAGE_LABELS, STATUS_LABELS, type BookingStatus, type ServiceStage } from '../../../contract/booking-lifecycle.ts';
import styles from './diary.module.css';

export const statusClass = (status: BookingStatus) => `${styles.status} ${styles[`status-${status}`] ?? ''}`;

/** "Seated", or with a seated table's stage: "Seated · Bill". */
export const statusText = (status: BookingStatus, stage: ServiceStage | null = null) =>
  stage ? `${STATUS_LABELS[status]} · ${SERVICE_STAGE_LABELS[stage]}` : STATUS_LABELS[status];

export function StatusBadge({ status, stage = null }: { status: BookingStatus; stage?: ServiceStage | null }) {
  return <span className={statusClass(status)}>{statusText(status, stage)}</span>;
}

// A booking's status: always its name in words, told apart by border style as
// well as colour (WCAG 1.4.1: never colour alone).
import { STATUS_LABELS, type BookingStatus } from '../../../contract/console.ts';
import styles from './diary.module.css';

export const statusClass = (status: BookingStatus) => `${styles.status} ${styles[`status-${status}`] ?? ''}`;

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={statusClass(status)}>{STATUS_LABELS[status]}</span>;
}

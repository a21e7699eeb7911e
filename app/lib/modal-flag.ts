// Marks the document while any modal is open, so the back-to-top control and
// the cookie revisit button hide (product.md §2). A counter copes with nested modals.
import { useEffect } from 'react';

let openModals = 0;

export function useModalOpenFlag(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openModals++;
    document.body.dataset.modalOpen = 'true';
    return () => {
      openModals--;
      if (openModals === 0) delete document.body.dataset.modalOpen;
    };
  }, [open]);
}

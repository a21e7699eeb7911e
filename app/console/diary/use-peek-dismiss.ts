// A bar's full text shows over the grid on hover and focus (timeline.module.css);
// WCAG 1.4.13 asks that it can be put away without moving the pointer or the
// focus: Escape hides it until the pointer moves or the focus goes elsewhere.
import { useEffect, type RefObject } from 'react';

export const PEEK_OFF_ATTRIBUTE = 'data-peek-off';

export function usePeekDismiss(zone: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const hide = (event: KeyboardEvent) => {
      if (event.key === 'Escape') zone.current?.setAttribute(PEEK_OFF_ATTRIBUTE, '');
    };
    const show = () => zone.current?.removeAttribute(PEEK_OFF_ATTRIBUTE);
    window.addEventListener('keydown', hide);
    window.addEventListener('pointermove', show, { passive: true });
    window.addEventListener('focusin', show);
    return () => {
      window.removeEventListener('keydown', hide);
      window.removeEventListener('pointermove', show);
      window.removeEventListener('focusin', show);
    };
  }, [zone]);
}

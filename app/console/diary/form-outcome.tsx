// What a form did, said where the user will meet it: a polite status for a
// success, an alert for a refusal. Focus moves to the first invalid field, or
// to the message, after each answer: the button pressed may have gone (a
// booking that is now seated shows other buttons), and a keyboard or screen
// reader user should not be left on nothing.
import { useEffect, useRef, type RefObject } from 'react';
import consoleStyles from '../console.module.css';

/** A field marked invalid, or the first radio of a group marked so (radios take no aria-invalid). */
const FIRST_INVALID = '[aria-invalid="true"], [data-invalid] input';

interface FormOutcomeProps {
  notice?: string | null | undefined;
  error?: string | null | undefined;
  /** Where to look for the first invalid field (default: the document). */
  scope?: RefObject<HTMLElement | null>;
  /** A new value after each answer (the action's data): focus moves when it changes. */
  answer: unknown;
  /** False when the form's own place keeps the focus (a diary row's action: use-row-focus.ts). */
  takeFocus?: boolean;
}

export function FormOutcome({ notice, error, scope, answer, takeFocus = true }: FormOutcomeProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answer || !takeFocus) return;
    const firstInvalid = (scope?.current ?? document).querySelector<HTMLElement>(FIRST_INVALID);
    (firstInvalid ?? message.current)?.focus();
  }, [answer, scope, takeFocus]);

  if (error) {
    return (
      <p ref={message} className={consoleStyles.alert} role="alert" tabIndex={-1}>
        {error}
      </p>
    );
  }
  return notice ? (
    <p ref={message} className={consoleStyles.notice} role="status" tabIndex={-1}>
      {notice}
    </p>
  ) : null;
}

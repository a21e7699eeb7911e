// The frame of a list form (product.md D8: occasions, booking menus, extras): its
// heading, hint, the hidden fields every setup form posts, the items' fieldsets
// and one Save button.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SetupFormBase } from './setup-frame.tsx';
import { formIdOf } from './setup-result.ts';
import styles from './setup.module.css';

export function ListFormFrame({
  csrfToken,
  version,
  intent,
  title,
  hint,
  save,
  children,
}: {
  csrfToken: string;
  version: number;
  intent: string;
  title: string;
  hint: string;
  save: string;
  children: ReactNode;
}) {
  const titleId = `setup-${intent}-title`;
  return (
    <Form method="post" id={formIdOf(intent)} className={styles.panel} noValidate key={version} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.hint}>{hint}</p>
      <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
      {children}
      <div>
        <button type="submit" className="button">
          {save}
        </button>
      </div>
    </Form>
  );
}

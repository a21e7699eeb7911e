// The areas and tables page (decision 025): areas (add, remove) and tables (add,
// change the one chosen with ?table=id, remove), each list with its own form
// (the table groups: table-groups-view.tsx); every id follows one pattern. A table is
// named as the diary names it ('R1', contract/console.ts tableLabel), never by its stored id ('r1').
import { Form, Link } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { tableLabel } from '../../../contract/diary-shapes.ts';
import { InputField } from '../diary/form-fields.tsx';
import { ID_HINT, TABLE_ID_HINT } from './setup-form-values.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, sentValue, type SetupFormResult } from './setup-result.ts';
import { setupUrl } from './setup-urls.ts';
import { SeatingFields } from './seating-fields.tsx';
import styles from './setup.module.css';

export interface TablesProps {
  csrfToken: string;
  version: number;
  doc: BookingSetup;
  result: SetupFormResult | undefined;
}

export function RemoveButton({
  csrfToken,
  version,
  intent,
  id,
  what,
  label = id,
}: {
  csrfToken: string;
  version: number;
  intent: string;
  id: string;
  what: string;
  /** How the page names it, when not by its id (a table: 'R1', as in the diary). */
  label?: string;
}) {
  return (
    <Form method="post">
      <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.smallButton}>
        Remove <span className="visually-hidden">{`${what} ${label}`}</span>
      </button>
    </Form>
  );
}

export function ListTable({ id, caption, head, children }: { id: string; caption: string; head: string[]; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function AreasSection({ csrfToken, version, doc, result }: TablesProps) {
  const intent = 'addArea';
  const errors = errorsFor(result, intent);
  return (
    <section className={styles.panel} aria-labelledby="setup-areas-title">
      <h2 id="setup-areas-title">Areas</h2>
      <ListTable id="setup-areas-caption" caption={`${doc.areas.length} areas`} head={['Name', 'Id', 'Tables']}>
        {doc.areas.map((a) => (
          <tr key={a.id}>
            <th scope="row">{a.name}</th>
            <td>{a.id}</td>
            <td>{doc.tables.filter((t) => t.areaId === a.id).length}</td>
            <td>
              <RemoveButton csrfToken={csrfToken} version={version} intent="removeArea" id={a.id} what="area" />
            </td>
          </tr>
        ))}
      </ListTable>
      <Form method="post" noValidate key={version} aria-labelledby="setup-add-area-title" className={styles.fieldset}>
        <h3 id="setup-add-area-title">Add an area</h3>
        <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
        <div className={styles.row}>
          <InputField
            id={fieldId('areaId')}
            name="areaId"
            type="text"
            label="Area id"
            hint={ID_HINT}
            required
            defaultValue={sentValue(result, intent, 'areaId', '')}
            error={errors.areaId}
          />
          <InputField
            id={fieldId('areaName')}
            name="areaName"
            type="text"
            label="Area name"
            required
            defaultValue={sentValue(result, intent, 'areaName', '')}
            error={errors.areaName}
          />
        </div>
        <div>
          <button type="submit" className="button">
            Add area
          </button>
        </div>
      </Form>
    </section>
  );
}

export function TablesSection({ csrfToken, version, doc, result, editId }: TablesProps & { editId: string | null }) {
  const intent = 'saveTable';
  const errors = errorsFor(result, intent);
  const editing = editId ? doc.tables.find((t) => t.id === editId) : undefined;
  const areaName = new Map(doc.areas.map((a) => [a.id, a.name]));
  const value = (name: string, fallback: string) => sentValue(result, intent, name, fallback);
  return (
    <section className={styles.panel} aria-labelledby="setup-tables-title">
      <h2 id="setup-tables-title">Tables</h2>
      <ListTable id="setup-tables-caption" caption={`${doc.tables.length} tables`} head={['Table', 'Area', 'Fewest seats', 'Most seats']}>
        {doc.tables.map((t) => (
          <tr key={t.id}>
            <th scope="row">{tableLabel([t.id])}</th>
            <td>{areaName.get(t.areaId) ?? t.areaId}</td>
            <td>{t.minSeats}</td>
            <td>{t.maxSeats}</td>
            <td>
              <div className={styles.checks}>
                <Link
                  to={`${setupUrl(doc.storeId, 'tables')}?table=${encodeURIComponent(t.id)}#setup-table-title`}
                  className={styles.smallButton}
                >
                  Change <span className="visually-hidden">table {tableLabel([t.id])}</span>
                </Link>
                <RemoveButton
                  csrfToken={csrfToken}
                  version={version}
                  intent="removeTable"
                  id={t.id}
                  what="table"
                  label={tableLabel([t.id])}
                />
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      <Form
        method="post"
        noValidate
        key={`${version}-${editing?.id ?? 'new'}`}
        aria-labelledby="setup-table-title"
        className={styles.fieldset}
      >
        <h3 id="setup-table-title">{editing ? `Change table ${tableLabel([editing.id])}` : 'Add a table'}</h3>
        <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
        <div className={styles.row}>
          {editing ? (
            <input type="hidden" name="originalId" value={editing.id} />
          ) : (
            <InputField
              id={fieldId('tableId')}
              name="tableId"
              type="text"
              label="Table"
              hint={TABLE_ID_HINT}
              required
              defaultValue={value('tableId', '')}
              error={errors.tableId}
            />
          )}
          <SeatingFields
            doc={doc}
            names={{ area: 'tableArea', minSeats: 'minSeats', maxSeats: 'maxSeats' }}
            editing={editing}
            value={value}
            errors={errors}
          />
        </div>
        <div className={styles.checks}>
          <button type="submit" className="button">
            {editing ? `Save table ${tableLabel([editing.id])}` : 'Add table'}
          </button>
          {editing && <Link to={setupUrl(doc.storeId, 'tables')}>Add a new table instead</Link>}
        </div>
      </Form>
    </section>
  );
}

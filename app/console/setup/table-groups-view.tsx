// The table groups on the areas and tables page (decision 025 and product.md D8): the groups
// with Change and Remove, and one form to add a group or change the one chosen
// (?group=id) in place: its tables ticked by the diary's names, its seats and area.
import { Form, Link } from 'react-router';
import { tableLabel } from '../../../contract/diary-shapes.ts';
import { InputField } from '../diary/form-fields.tsx';
import { CheckList, Hidden } from './check-list.tsx';
import { ID_HINT } from './setup-form-values.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, sentValue, sentValues } from './setup-result.ts';
import { setupUrl } from './setup-urls.ts';
import { SeatingFields } from './seating-fields.tsx';
import styles from './setup.module.css';
import { ListTable, RemoveButton, type TablesProps } from './tables-view.tsx';

export function GroupsSection({ csrfToken, version, doc, result, editId }: TablesProps & { editId: string | null }) {
  const intent = 'saveGroup';
  const errors = errorsFor(result, intent);
  const editing = editId ? doc.tableGroups.find((g) => g.id === editId) : undefined;
  const value = (name: string, fallback: string) => sentValue(result, intent, name, fallback);
  const ticked = sentValues(result, intent, 'groupTables', editing?.tableIds ?? []);
  const areas = doc.areas.filter((a) => doc.tables.some((t) => t.areaId === a.id));
  return (
    <section className={styles.panel} aria-labelledby="setup-groups-title">
      <h2 id="setup-groups-title">Table groups</h2>
      <p className={styles.hint}>Tables of one area pushed together for a larger party.</p>
      <ListTable
        id="setup-groups-caption"
        caption={`${doc.tableGroups.length} table groups`}
        head={['Group', 'Area', 'Tables', 'Fewest seats', 'Most seats']}
      >
        {doc.tableGroups.map((g) => (
          <tr key={g.id}>
            <th scope="row">{g.id}</th>
            <td>{doc.areas.find((a) => a.id === g.areaId)?.name ?? g.areaId}</td>
            <td>{tableLabel(g.tableIds)}</td>
            <td>{g.minSeats}</td>
            <td>{g.maxSeats}</td>
            <td>
              <div className={styles.checks}>
                <Link
                  to={`${setupUrl(doc.storeId, 'tables')}?group=${encodeURIComponent(g.id)}#setup-group-title`}
                  className={styles.smallButton}
                >
                  Change <Hidden>table group {g.id}</Hidden>
                </Link>
                <RemoveButton csrfToken={csrfToken} version={version} intent="removeGroup" id={g.id} what="table group" />
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      <Form
        method="post"
        noValidate
        key={`${version}-${editing?.id ?? 'new'}`}
        aria-labelledby="setup-group-title"
        className={styles.fieldset}
      >
        <h3 id="setup-group-title">{editing ? `Change table group ${editing.id}` : 'Add a table group'}</h3>
        <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
        <div className={styles.row}>
          {editing ? (
            <input type="hidden" name="originalGroupId" value={editing.id} />
          ) : (
            <InputField
              id={fieldId('groupId')}
              name="groupId"
              type="text"
              label="Group id"
              hint={ID_HINT}
              required
              defaultValue={value('groupId', '')}
              error={errors.groupId}
            />
          )}
          <SeatingFields
            doc={doc}
            names={{ area: 'groupArea', minSeats: 'groupMinSeats', maxSeats: 'groupMaxSeats' }}
            editing={editing}
            value={value}
            errors={errors}
          />
        </div>
        {/* One name across the areas' fieldsets: the first area's list holds the field's id and the error. */}
        {areas.map((a, i) => (
          <CheckList
            key={a.id}
            name="groupTables"
            idName={i === 0 ? 'groupTables' : `groupTables-in-${a.id}`}
            legend={`Tables in ${a.name}`}
            options={doc.tables
              .filter((t) => t.areaId === a.id)
              .map((t) => ({
                value: t.id,
                label: (
                  <>
                    <Hidden>Table </Hidden>
                    {tableLabel([t.id])}
                  </>
                ),
              }))}
            ticked={ticked}
            error={i === 0 ? errors.groupTables : undefined}
          />
        ))}
        <div className={styles.checks}>
          <button type="submit" className="button">
            {editing ? `Save table group ${editing.id}` : 'Add table group'}
          </button>
          {editing && <Link to={setupUrl(doc.storeId, 'tables')}>Add a new group instead</Link>}
        </div>
      </Form>
    </section>
  );
}

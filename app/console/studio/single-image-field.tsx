// One picture by its path in a studio form (decision 037 "Images"): a page's
// picture when shared, which the pack keeps as a path alone (no alt text: the
// page's title says what it is). Chosen from the site's own and the uploaded
// pictures, or uploaded here through the same upload form as the full image
// field (image-upload-control.tsx); may be left empty.
import { useState } from 'react';
import type { ImageChoice } from './image-field-values.ts';
import { PictureSelect, UploadControl, allChoices, uploadFormId, useImageUpload } from './image-upload-control.tsx';
import { fieldId } from './studio-field-id.ts';
import styles from './studio.module.css';

interface SingleImageFieldProps {
  prefix: string;
  name: string;
  legend: string;
  label: string;
  /** What the empty choice means ('None: the first tile’s picture'). */
  none: string;
  hint: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: readonly ImageChoice[];
}

export function SingleImageField({ prefix, name, legend, label, none, hint, values, errors, choices }: SingleImageFieldProps) {
  const [path, setPath] = useState(values[name] ?? '');
  const { fetcher, added } = useImageUpload(uploadFormId(prefix, name), (choice) => setPath(choice.path));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <UploadControl id={fieldId(prefix, `${name}File`)} uploadId={uploadFormId(prefix, name)} fetcher={fetcher} chosen="below" />
      <PictureSelect
        id={fieldId(prefix, name)}
        name={name}
        label={label}
        value={path}
        onChange={setPath}
        choices={allChoices(added, choices, [path])}
        none={none}
        error={errors[name]}
        hint={hint}
      />
    </fieldset>
  );
}

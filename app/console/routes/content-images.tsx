// /console/content/images/: the studio's uploaded pictures (decision 037 "Images"). The image field posts its
// uploads here; without scripts the upload lands on this page, which lists the pictures and takes another.
import { Form, Link } from 'react-router';
import type { Route } from './+types/content-images';
import { loadStudioImages, uploadStudioImage } from '../studio/image-upload.server.ts';
import { CsrfField } from '../csrf-field.tsx';
import { StudioOutcome } from '../studio/studio-outcome.tsx';
import { STUDIO_HOME } from '../studio/studio-urls.ts';
import consoleStyles from '../console.module.css';
import styles from '../studio/studio.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadStudioImages(context, request);

export const action = ({ context, request }: Route.ActionArgs) => uploadStudioImage(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Pictures · Content studio · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ContentImagesPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const error = actionData?.fieldErrors.file;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={STUDIO_HOME}>Back to the content studio</Link>
      </p>
      <h1>Pictures</h1>
      <div className={styles.stack}>
        <StudioOutcome result={actionData} />
        {actionData?.uploaded && (
          <p>
            Its path, to give in a form: <code>{actionData.uploaded.path}</code>
          </p>
        )}
        <Form method="post" encType="multipart/form-data" className={`${styles.panel} ${styles.stack}`}>
          <CsrfField token={d.csrfToken} />
          <div className={consoleStyles.field}>
            <label htmlFor="picture-file">Upload a new picture</label>
            <input
              id="picture-file"
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'picture-file-hint picture-file-error' : 'picture-file-hint'}
            />
            <p id="picture-file-hint" className={consoleStyles.hint}>
              A JPEG, PNG, WebP or AVIF picture of up to 10 MB.
            </p>
            {error && (
              <p id="picture-file-error" className={consoleStyles.fieldError}>
                {error}
              </p>
            )}
          </div>
          <p>
            <button type="submit" className="button">
              Upload the picture
            </button>
          </p>
        </Form>
        <section aria-labelledby="pictures-h" className={styles.panel}>
          <h2 id="pictures-h">Uploaded pictures</h2>
          {d.images.length ? (
            <ul className={styles.docs}>
              {d.images.map((image) => (
                <li key={image.path}>
                  {image.label}: <code>{image.path}</code>
                </li>
              ))}
            </ul>
          ) : (
            <p>No pictures have been uploaded yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}

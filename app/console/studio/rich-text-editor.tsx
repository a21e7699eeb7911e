// The rich text editor of a tile (decision 054: "rich text limited to the tags the
// site renders, edited with a well-kept editor library, not a textarea of
// HTML"): TipTap with paragraphs, two heading levels, lists, bold, italic,
// links and line breaks, and nothing else. A toolbar of real buttons (each says
// whether it is on), the library's keyboard shortcuts, and a labelled editing
// region. Loaded only when a page's form is open (rich-text-field.tsx).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { SAFE_HREF } from '../../../contract/rich-text.ts';
import styles from './page-form.module.css';

export interface RichTextEditorProps {
  /** The editing region's id. */
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  initial: string;
  /** The plain box it replaces had the focus: the editor takes it, at the end of the text. */
  autofocus?: boolean;
  onChange: (html: string) => void;
}

const ON = (editor: Editor | null) => ({
  bold: !!editor?.isActive('bold'),
  italic: !!editor?.isActive('italic'),
  h2: !!editor?.isActive('heading', { level: 2 }),
  h3: !!editor?.isActive('heading', { level: 3 }),
  bullets: !!editor?.isActive('bulletList'),
  numbers: !!editor?.isActive('orderedList'),
  link: !!editor?.isActive('link'),
});

function attributes(p: Pick<RichTextEditorProps, 'id' | 'labelId' | 'describedBy' | 'invalid'>): Record<string, string> {
  return {
    id: p.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': p.labelId,
    ...(p.describedBy ? { 'aria-describedby': p.describedBy } : {}),
    ...(p.invalid ? { 'aria-invalid': 'true' } : {}),
    class: styles.editorArea ?? '',
  };
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelId, describedBy, invalid, initial, onChange } = props;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
        // No empty paragraph added after a list: the text is stored as the editor wrote it.
        trailingNode: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        // The site renders a link's href only, and only a safe one (contract/rich-text.ts).
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => SAFE_HREF.test(url),
      }),
    ],
    content: initial,
    autofocus: props.autofocus ? 'end' : false,
    editorProps: { attributes: attributes(props) },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A refused field is marked on the region after the save, not only when it was made.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes({ id, labelId, describedBy, invalid }) } });
  }, [editor, id, labelId, describedBy, invalid]);
  const on = useEditorState({ editor, selector: ({ editor: e }) => ON(e) }) ?? ON(null);
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState('');

  const chain = () => editor!.chain().focus();
  const applyLink = () => {
    const url = (linking ?? '').trim();
    if (!SAFE_HREF.test(url)) {
      setLinkError('Please enter a site path starting with / or an address starting with https://, mailto: or tel:');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinking(null);
    setLinkError('');
  };
  const onLinkKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the link rather than sending the page's form; Escape goes back to the text.
    if (e.key === 'Enter') {
      e.preventDefault();
      applyLink();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setLinking(null);
      editor?.commands.focus();
    }
  };

  const buttons: { label: string; keys: string; pressed: boolean; run: () => void }[] = [
    { label: 'Bold', keys: 'Control+B', pressed: on.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', keys: 'Control+I', pressed: on.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading', keys: 'Control+Alt+2', pressed: on.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', keys: 'Control+Alt+3', pressed: on.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', keys: 'Control+Shift+8', pressed: on.bullets, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', keys: 'Control+Shift+7', pressed: on.numbers, run: () => chain().toggleOrderedList().run() },
  ];
  const linkInput = `${id}-link`;
  return (
    <div className={styles.editor}>
      <div role="group" aria-label="Text style" className={styles.toolbar}>
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className={styles.tool}
            aria-pressed={b.pressed}
            aria-keyshortcuts={b.keys}
            title={`${b.label} (${b.keys.replace('Control', 'Ctrl')})`}
            disabled={!editor}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={on.link}
          aria-expanded={linking !== null}
          aria-controls={linking !== null ? `${linkInput}-row` : undefined}
          disabled={!editor}
          onClick={() => setLinking(linking === null ? String(editor?.getAttributes('link').href ?? '') : null)}
        >
          Link
        </button>
        {on.link && (
          <button type="button" className={styles.tool} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
            Remove link
          </button>
        )}
      </div>
      {linking !== null && (
        <div id={`${linkInput}-row`} className={styles.linkRow}>
          <label htmlFor={linkInput}>Link address</label>
          <input
            id={linkInput}
            value={linking}
            spellCheck={false}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkInput}-error` : undefined}
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={onLinkKey}
            // The row opens on the button's press: the address is what the editor types next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <button type="button" className={styles.tool} onClick={applyLink}>
            Apply the link
          </button>
          {linkError && (
            <p id={`${linkInput}-error`} className={styles.linkError}>
              {linkError}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

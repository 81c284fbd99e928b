import '@mantine/tiptap/styles.css';
import { useEffect, useId, useMemo } from 'react';
import { Input } from '@mantine/core';
import { DEFAULT_LABELS, Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export type TRichTextInputProps = {
  /** HTML; '' when empty */
  value: string;
  onChange: (html: string) => void;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** test id of the wrapper; the editable area carries `<testId>-content` */
  testId?: string;
  minHeight?: number;
};

/** An empty editor still holds `<p></p>`: the form stores '' instead, so "required" means something. */
const htmlOf = (isEmpty: boolean, html: string) => (isEmpty ? '' : html);

/**
 * The rich-text input of forms (tiptap through @mantine/tiptap) with a compact toolbar: bold, italic, underline,
 * headings, lists, link, clear formatting. The value is HTML; the server sanitises it before storing, so this
 * editor is a convenience, never the safety net. Loaded lazily: tiptap stays out of pages without rich fields.
 */
export function RichTextInput({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled = false,
  testId,
  minHeight = 160,
}: TRichTextInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const editor = useEditor({
    // made after the first render, not during it: made during render, an editor torn down by a remount could be
    // read (getHTML on no schema) and crash the page on a rich-text form's second opening
    immediatelyRender: false,
    extensions: [
      // the code, quote and rule nodes are more than job posts need; links use Mantine's link editor
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
      }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        id,
        ...(testId ? { 'data-testid': `${testId}-content` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e.isEmpty, e.getHTML())),
  });

  // A value set from outside (a record loaded, a form reset) replaces the content; typing does not come back here.
  // An editor being replaced on a second mount may have no schema left to read (tiptap throws): it is skipped, and
  // its successor starts from `value` anyway.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    let current: string;
    try {
      current = htmlOf(editor.isEmpty, editor.getHTML());
    } catch {
      return;
    }
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor) return;
    editor.view.dom.setAttribute('aria-invalid', error ? 'true' : 'false');
  }, [editor, error]);

  const labels = useMemo<RichTextEditorLabels>(
    () => ({
      ...DEFAULT_LABELS,
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      h2ControlLabel: t('richText.heading', { level: 2 }),
      h3ControlLabel: t('richText.heading', { level: 3 }),
      h4ControlLabel: t('richText.heading', { level: 4 }),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      clearFormattingControlLabel: t('richText.clearFormatting'),
      linkEditorInputLabel: t('richText.linkUrl'),
      linkEditorSave: t('actions.save'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id, onClick: () => editor?.commands.focus() }}
      description={description}
      error={error}
      withAsterisk={required}
      data-testid={testId}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={{
          borderColor: error ? 'var(--mantine-color-error)' : undefined,
          opacity: disabled ? 0.6 : undefined,
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

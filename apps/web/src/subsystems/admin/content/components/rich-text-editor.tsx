import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Form, Input, Modal, Tooltip, Upload } from 'antd';
import type { UploadProps } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { isHttpOrSitePath } from '@scf/shared/schemas/content-admin';
import { RICH_TEXT_SCHEMES } from '@scf/shared/rich-text-policy';
import { apiErrorText } from '@/lib/form';
import { uploadFile } from '@/lib/request/upload-file';
import { useFeedback } from '@/lib/feedback';
import { acceptableImage } from './image-upload';
import { FigureNode, ImageNode } from './rich-text-nodes';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The body as HTML; '' when empty. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The field's name: the editing area's accessible name. */
  label: string;
}

/** What the toolbar shows as on, and whether undo and redo can run. */
function toolbarState({ editor }: { editor: Editor }) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * The rich-text editor of content management (Tiptap): headings, emphasis, lists, quotes, links and
 * pictures of our file store, which is what the portal's rich-text policy keeps. It writes semantic
 * HTML; the server sanitises it again on save. Loaded on demand (rich-text-field.tsx), so its code
 * stays out of every other chunk.
 */
export default function RichTextEditor({ value, onChange, id, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { status } = Form.Item.useStatus();
  const [linkOpen, setLinkOpen] = useState(false);
  const tx = (key: string) => t(`admin.content.editor.${key}`);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [...RICH_TEXT_SCHEMES],
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      ImageNode,
      FigureNode,
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the form opening on another article) replaces the document. An
  // editor destroyed by useEditor (its screen hidden and shown again) is replaced by a new one, with
  // which this runs again.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const next = value ?? '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({ editor, selector: toolbarState });

  const insertImage: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picture = file as File;
    uploadFile(picture, 'image', () => undefined)
      .then((stored) => {
        onSuccess?.(stored);
        const alt = picture.name.replace(/\.[^.]+$/, '');
        editor
          .chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src: stored.filePath, alt } })
          .run();
      })
      .catch((error: unknown) => {
        void message.error(apiErrorText(error, t));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  /** A toolbar button: its label is the texts' key; `active` marks a format in force at the caret. */
  const tool = (
    key: string,
    icon: ReactNode,
    run: () => void,
    { active, disabled = false }: { active?: boolean; disabled?: boolean } = {},
  ) => (
    <Tooltip title={tx(key)} key={key}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={tx(key)}
        aria-pressed={active}
        className={active ? styles.active : undefined}
        disabled={disabled}
        // Keeps the selection in the text while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className={`${styles.editor} ${status === 'error' ? styles.error : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${tx('toolbar')} · ${label}`}>
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run(), { active: state.bold })}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run(), { active: state.italic })}
        {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run(), {
          active: state.underline,
        })}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run(), {
          active: state.strike,
        })}
        <span className={styles.separator} aria-hidden />
        {tool('heading2', <span aria-hidden>H2</span>, () => chain().toggleHeading({ level: 2 }).run(), {
          active: state.heading2,
        })}
        {tool('heading3', <span aria-hidden>H3</span>, () => chain().toggleHeading({ level: 3 }).run(), {
          active: state.heading3,
        })}
        {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run(), {
          active: state.bulletList,
        })}
        {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run(), {
          active: state.orderedList,
        })}
        {tool('blockquote', <span aria-hidden>“”</span>, () => chain().toggleBlockquote().run(), {
          active: state.blockquote,
        })}
        <span className={styles.separator} aria-hidden />
        {tool('link', <LinkOutlined />, () => setLinkOpen(true), { active: state.link })}
        {tool('unlink', <DisconnectOutlined />, () => chain().extendMarkRange('link').unsetLink().run(), {
          disabled: !state.link,
        })}
        <Upload
          accept=".jpg,.jpeg,.png,.gif"
          showUploadList={false}
          beforeUpload={(file) => {
            if (acceptableImage(file)) return true;
            void message.error(t('admin.content.upload.rule'));
            return Upload.LIST_IGNORE;
          }}
          customRequest={insertImage}
        >
          <Tooltip title={tx('image')}>
            <Button type="text" size="small" icon={<PictureOutlined />} aria-label={tx('image')} />
          </Tooltip>
        </Upload>
        <span className={styles.separator} aria-hidden />
        {tool('undo', <UndoOutlined />, () => chain().undo().run(), { disabled: !state.canUndo })}
        {tool('redo', <RedoOutlined />, () => chain().redo().run(), { disabled: !state.canRedo })}
      </div>
      <EditorContent editor={editor} className={styles.content} />
      {linkOpen ? (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSubmit={(href) => {
            setLinkOpen(false);
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Asks for a link's address: http(s) or a path of this site; empty removes the link. Mounted while
 * asked, so it starts from the link under the caret each time.
 */
function LinkDialog({
  initial,
  onClose,
  onSubmit,
}: {
  initial: string;
  onClose: () => void;
  onSubmit: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const tx = (key: string) => t(`admin.content.editor.${key}`);

  const submit = () => {
    const trimmed = href.trim();
    if (trimmed !== '' && !isHttpOrSitePath(trimmed)) {
      setError(true);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <Modal
      open
      title={tx('linkTitle')}
      okText={t('app.admin.confirm')}
      cancelText={t('app.admin.cancel')}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={tx('linkUrl')}
          htmlFor="content-editor-link"
          validateStatus={error ? 'error' : undefined}
          help={error ? tx('linkRule') : undefined}
        >
          <Input
            id="content-editor-link"
            autoFocus
            value={href}
            placeholder={tx('linkPlaceholder')}
            onChange={(event) => {
              setHref(event.target.value);
              setError(false);
            }}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from '../../../../components/ui/button';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';

/**
 * The rich-text editor of blog posts and policies (TipTap, decision 0026): only what the
 * server's allow-list keeps (headings 2 and 3, bold, italic, underline, strike, lists, quote,
 * rule, links). Its own chunk: RichTextField imports it lazily. The server sanitises what it
 * sends; the editor is a convenience, not a guard.
 */
export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

type Tool = {
  label: AdminMessageKey;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const TOOLS: readonly Tool[] = [
  {
    label: 'content.editor.heading2',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'content.editor.heading3',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'content.editor.bold',
    text: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'content.editor.italic',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'content.editor.underline',
    text: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'content.editor.strike',
    text: 'S',
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    label: 'content.editor.bulletList',
    text: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'content.editor.orderedList',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'content.editor.quote',
    text: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    label: 'content.editor.rule',
    text: '―',
    run: (e) => e.chain().focus().setHorizontalRule().run(),
  },
  { label: 'content.editor.undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'content.editor.redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** http(s), mailto or a path of this site: what the server keeps of a link. */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#\/)/i;

export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const t = useAdminT();
  const labelId = useId();
  const [link, setLink] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'rich-text min-h-48 max-w-none px-3 py-2 text-base text-stone-900 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const applyLink = () => {
    if (!editor || link === null) return;
    const href = link.trim();
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (LINK.test(href))
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else return;
    setLink(null);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className="rounded-lg border border-stone-300 bg-white">
        <div
          role="toolbar"
          aria-label={t('content.editor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-stone-200 p-1"
        >
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={t(tool.label)}
              title={t(tool.label)}
              aria-pressed={tool.active ? Boolean(editor && tool.active(editor)) : undefined}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
              className="min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-pressed:bg-stone-200"
            >
              {tool.text}
            </button>
          ))}
          <button
            type="button"
            aria-label={t('content.editor.link')}
            title={t('content.editor.link')}
            aria-pressed={Boolean(editor?.isActive('link'))}
            aria-expanded={link !== null}
            disabled={!editor}
            onClick={() =>
              setLink(link === null ? String(editor?.getAttributes('link').href ?? '') : null)
            }
            className="min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 aria-pressed:bg-stone-200"
          >
            🔗
          </button>
        </div>
        {link !== null ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 p-2">
            <label className="flex flex-1 items-center gap-2 text-sm">
              <span>{t('content.editor.linkUrl')}</span>
              <input
                type="url"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  }
                }}
                className="min-h-9 flex-1 rounded-md border border-stone-300 px-2"
              />
            </label>
            <Button variant="secondary" onClick={applyLink}>
              {t('content.editor.linkApply')}
            </Button>
            {link !== '' && !LINK.test(link.trim()) ? (
              <p role="alert" className="w-full text-sm text-red-700">
                {t('content.editor.linkInvalid')}
              </p>
            ) : null}
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

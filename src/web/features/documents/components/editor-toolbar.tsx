import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListChecks,
  ListOrdered,
  Table,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { LinkDialog } from './link-dialog';

interface Tool {
  key: string;
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** Whether the format is on where the cursor is (`aria-pressed`); commands leave it out. */
  active?: boolean;
}

/** What the toolbar shows as pressed, read on every change of the editor. */
function useActiveFormats(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      taskList: current.isActive('taskList'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
    }),
  });
}

/** The formatting toolbar: native buttons (Tab reaches each), named for screen readers. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('documents');
  const active = useActiveFormats(editor);
  const chain = () => editor.chain().focus();

  const [linking, setLinking] = useState<string | null>(null);
  const applyLink = (href: string) => {
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const toggleLink = () => setLinking((editor.getAttributes('link').href as string | undefined) ?? '');

  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('editor.bold'),
      icon: Bold,
      run: () => chain().toggleBold().run(),
      active: active.bold,
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: Italic,
      run: () => chain().toggleItalic().run(),
      active: active.italic,
    },
    {
      key: 'h2',
      label: t('editor.heading', { level: 2 }),
      icon: Heading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
      active: active.h2,
    },
    {
      key: 'h3',
      label: t('editor.heading', { level: 3 }),
      icon: Heading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
      active: active.h3,
    },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      icon: List,
      run: () => chain().toggleBulletList().run(),
      active: active.bulletList,
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      icon: ListOrdered,
      run: () => chain().toggleOrderedList().run(),
      active: active.orderedList,
    },
    {
      key: 'taskList',
      label: t('editor.taskList'),
      icon: ListChecks,
      run: () => chain().toggleTaskList().run(),
      active: active.taskList,
    },
    {
      key: 'codeBlock',
      label: t('editor.codeBlock'),
      icon: Code2,
      run: () => chain().toggleCodeBlock().run(),
      active: active.codeBlock,
    },
    { key: 'link', label: t('editor.link'), icon: Link2, run: toggleLink, active: active.link },
    {
      key: 'table',
      label: t('editor.table'),
      icon: Table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
  ];

  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-1 border-b p-1">
      {tools.map(({ key, label, icon: Icon, run, active: pressed }) => (
        <Button
          key={key}
          type="button"
          variant={pressed ? 'secondary' : 'ghost'}
          size="icon"
          aria-label={label}
          title={label}
          aria-pressed={pressed}
          onClick={run}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <LinkDialog
        key={linking ?? ''}
        open={linking !== null}
        current={linking ?? ''}
        onOpenChange={(open) => !open && setLinking(null)}
        onApply={applyLink}
      />
    </div>
  );
}

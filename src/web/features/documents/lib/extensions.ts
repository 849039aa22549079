import type { Extensions } from '@tiptap/core';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * What a document may hold (headings, lists, code blocks, links, checklists, tables), shared by
 * the live editor (which adds collaboration, and with it its own undo history) and the read-only
 * view of a snapshot.
 */
export function contentExtensions(): Extensions {
  return [
    StarterKit.configure({
      undoRedo: false,
      heading: { levels: [2, 3] },
      link: { openOnClick: false, autolink: true },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}

import { cn } from '@/web/lib/utils';

export interface TableColumn {
  label: string;
  /** Extra classes of the header cell: alignment, width, when it shows. */
  className?: string;
  /** Read out only (a column of row actions). */
  srOnly?: boolean;
}

/**
 * A table's header row, one `<th scope="col">` a column (those left out, `false`, are not shown).
 * `cellClassName` is the cells' padding, shared by the body's cells.
 */
export function TableHead({
  columns,
  className,
  cellClassName = 'px-4 py-3',
}: {
  columns: (TableColumn | false)[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns
          .filter((column): column is TableColumn => Boolean(column))
          .map((column) => (
            <th key={column.label} scope="col" className={cn(cellClassName, 'font-medium', column.className)}>
              {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
      </tr>
    </thead>
  );
}

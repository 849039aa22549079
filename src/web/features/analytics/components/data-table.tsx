import { cn } from '@/web/lib/utils';
import type { ChartTable } from '../lib/chart-table';

/** A chart's data as an accessible table: caption, column headers, the first cell heads its row. */
export function DataTable({ caption, table }: { caption: string; table: ChartTable }) {
  const align = (i: number) => (table.numeric[i] ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="rounded-lg border">
      <table className="w-full text-sm break-words">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {table.headers.map((header, i) => (
              <th key={header} scope="col" className={cn('px-3 py-2 font-medium', align(i))}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cn('px-3 py-2 font-normal', align(i))}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={cn('px-3 py-2', align(i))}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

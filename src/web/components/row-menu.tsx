import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';

export interface RowMenuAction {
  label: string;
  icon: LucideIcon;
  /** What the item does; or `to`, the page it opens. */
  onSelect?: () => void;
  to?: string;
  /** Destructive actions (delete, cancel) come last, apart and in red. */
  destructive?: boolean;
}

function Item({ action }: { action: RowMenuAction }) {
  const { icon: Icon, label, to, onSelect, destructive } = action;
  if (to)
    return (
      <DropdownMenuItem asChild>
        <Link to={to}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      </DropdownMenuItem>
    );
  return (
    <DropdownMenuItem variant={destructive ? 'destructive' : 'default'} onSelect={onSelect}>
      <Icon aria-hidden="true" />
      {label}
    </DropdownMenuItem>
  );
}

/**
 * The "…" menu of a row (a phase, a task, a project, an invoice, a notification): `label` names
 * the row for screen readers; actions left out (`false`) are not offered. `modal={false}` for a
 * row that may vanish as soon as an action changes it (the page must not stay locked).
 */
export function RowMenu({
  label,
  actions,
  modal,
}: {
  label: string;
  actions: (RowMenuAction | false)[];
  modal?: boolean;
}) {
  const offered = actions.filter((action): action is RowMenuAction => Boolean(action));
  const safe = offered.filter((action) => !action.destructive);
  const destructive = offered.filter((action) => action.destructive);
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {safe.map((action) => (
          <Item key={action.label} action={action} />
        ))}
        {safe.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map((action) => (
          <Item key={action.label} action={action} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

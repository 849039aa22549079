import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormConflict } from '@/web/lib/version-conflict';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/** One field the comparison shows: its name in `mine`/`current`, its label, how to print a value. */
export interface ConflictField {
  name: string;
  label: string;
  format?: (value: unknown) => string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Someone saved the record while I was editing it (409 VERSION_CONFLICT, docs/decisions/0038).
 * "Recargar" discards mine and loads theirs; "Comparar" shows theirs against mine, field by
 * field, then "Guardar los míos" re-sends mine with the new version or "Quedarme con los suyos".
 */
export function VersionConflictDialog<M extends object>({
  conflict,
  fields,
  onReload,
  onKeepMine,
  onClose,
  pending = false,
}: {
  conflict: FormConflict<M> | null;
  fields: readonly ConflictField[];
  /** Discard mine: show the record as it is now (`conflict.current`). */
  onReload: (current: Record<string, unknown>) => void;
  /** Save mine over theirs, knowingly: re-send with the version the record has now. */
  onKeepMine: (mine: M, version: number) => void;
  onClose: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('common');
  // Tied to the conflict shown: a new conflict (or none) starts again from the question.
  const [comparedConflict, setComparedConflict] = useState<FormConflict<M> | null>(null);
  const comparing = conflict !== null && comparedConflict === conflict;
  const print = (field: ConflictField, value: unknown): string => {
    if (field.format) return field.format(value);
    if (value === null || value === undefined || value === '') return t('versionConflict.empty');
    if (typeof value === 'boolean') return t(value ? 'versionConflict.yes' : 'versionConflict.no');
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('versionConflict.empty');
    return String(value);
  };
  const mine = (conflict?.mine ?? {}) as Record<string, unknown>;
  const rows = fields.filter((f) => f.name in mine && !same(mine[f.name], conflict?.current[f.name]));
  const close = () => {
    setComparedConflict(null);
    onClose();
  };
  const reload = () => {
    if (conflict) onReload(conflict.current);
    close();
  };

  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent role="alertdialog" className={comparing ? 'sm:max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{t(comparing ? 'versionConflict.compareTitle' : 'versionConflict.title')}</DialogTitle>
          <DialogDescription>
            {t(comparing ? 'versionConflict.compareDescription' : 'versionConflict.description')}
          </DialogDescription>
        </DialogHeader>
        {comparing &&
          (rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('versionConflict.same')}</p>
          ) : (
            <div className="max-h-80 overflow-auto rounded-md border">
              <table className="w-full text-left text-sm" data-testid="version-conflict-comparison">
                <thead className="bg-muted/50 text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 font-medium">
                      {t('versionConflict.field')}
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      {t('versionConflict.theirs')}
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      {t('versionConflict.mine')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((field) => (
                    <tr key={field.name} className="border-t align-top">
                      <th scope="row" className="p-2 font-medium">
                        {field.label}
                      </th>
                      <td className="p-2 break-words whitespace-pre-wrap">
                        {print(field, conflict?.current[field.name])}
                      </td>
                      <td className="p-2 break-words whitespace-pre-wrap">
                        {print(field, mine[field.name])}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        <DialogFooter>
          {comparing ? (
            <>
              <Button variant="outline" onClick={reload} disabled={pending}>
                {t('versionConflict.takeTheirs')}
              </Button>
              <Button
                loading={pending}
                onClick={() => conflict && onKeepMine(conflict.mine, conflict.currentVersion)}
              >
                {t('versionConflict.keepMine')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setComparedConflict(conflict)}>
                {t('versionConflict.compare')}
              </Button>
              <Button onClick={reload}>{t('versionConflict.reload')}</Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

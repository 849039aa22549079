import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

const FEATURE_MAX_LENGTH = 200;

/** The features list (funcionalidades): one line each, added with Enter or the button. */
export function FeaturesInput({
  id,
  value,
  onChange,
  max,
  describedBy,
  reorderable = false,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  describedBy?: string;
  /** Up and down buttons on each feature (the order is the one shown to the client). */
  reorderable?: boolean;
}) {
  const { t } = useTranslation('projects');
  const listId = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const feature = draft.trim();
    if (!feature || value.length >= max) return;
    const known = value.some((item) => item.toLocaleLowerCase() === feature.toLocaleLowerCase());
    if (!known) onChange([...value, feature]);
    setDraft('');
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={FEATURE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder={t('form.features.placeholder')}
          aria-describedby={describedBy}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim() || value.length >= max}>
          <Plus aria-hidden="true" />
          {t('form.features.add')}
        </Button>
      </div>
      {value.length > 0 && (
        <ul id={listId} className="grid grid-cols-1 gap-1.5" aria-label={t('form.features.listLabel')}>
          {value.map((feature, index) => (
            <li
              key={feature}
              className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">{feature}</span>
              {reorderable && (
                <>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 md:size-8"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('detail.features.moveUp', { feature })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 md:size-8"
                    disabled={index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('detail.features.moveDown', { feature })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 md:size-8"
                onClick={() => onChange(value.filter((item) => item !== feature))}
                aria-label={t('form.features.remove', { feature })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

/** Drag files here or choose them with the button (keyboard-usable); several at once. */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useTranslation('files');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{over ? t('drop.active') : t('drop.title')}</p>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('drop.hint')}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t('drop.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="files-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

import { Paperclip, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '@/shared/schemas/chat';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { useAttachableFiles } from '../api/list-attachable-files';

/**
 * Picks the file that goes with the message (decision 0017): one of the project's newest 50 files
 * (asked for the first time the menu opens), or one uploaded on the spot ("Subir archivo…",
 * one file, handed to `onUpload`).
 */
export function AttachmentPicker({
  projectId,
  disabled,
  uploading,
  onPick,
  onUpload,
}: {
  projectId: string;
  disabled: boolean;
  uploading: boolean;
  onPick: (file: ChatAttachment) => void;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { data, isPending, isError } = useAttachableFiles(projectId, open);
  const files = data?.files ?? [];

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="chat-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onUpload(file);
        }}
      />
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="outline" aria-label={t('composer.attach')} disabled={disabled}>
            <Paperclip aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" className="max-h-72 w-72 overflow-y-auto">
          <DropdownMenuItem disabled={uploading} onSelect={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            {t('composer.upload')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t('composer.attachTitle')}</DropdownMenuLabel>
          {isPending && <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('pane.loadingOlder')}</p>}
          {isError && <p className="px-2 py-1.5 text-sm text-destructive">{t('composer.attachError')}</p>}
          {!isPending && !isError && files.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('composer.attachEmpty')}</p>
          )}
          {files.map((file) => (
            <DropdownMenuItem
              key={file.id}
              onSelect={() =>
                onPick({
                  id: file.id,
                  file_name: file.file_name,
                  mime_type: file.mime_type,
                  file_size: file.file_size,
                })
              }
            >
              <Paperclip aria-hidden="true" />
              <span className="truncate">{file.file_name}</span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

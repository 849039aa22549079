import { File, FileArchive, FileAudio, FileImage, FileText, FileVideo } from 'lucide-react';

/** An icon for a file's type. */
export function FileIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  const Icon = mimeType.startsWith('image/')
    ? FileImage
    : mimeType.startsWith('video/')
      ? FileVideo
      : mimeType.startsWith('audio/')
        ? FileAudio
        : /zip|tar|gzip|7z|rar/.test(mimeType)
          ? FileArchive
          : /pdf|text|word|document|sheet|presentation|rtf/.test(mimeType)
            ? FileText
            : File;
  return <Icon className={className} aria-hidden="true" />;
}

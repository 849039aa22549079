import { ExternalLink, FileText, GitPullRequest, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Signoff } from '@/shared/schemas/signoffs';
import { fileDownloadUrl } from '@/web/lib/file-download-url';

/** What the agency delivered with the phase: links, files of the project and code evidence. */
export function SignoffEvidence({ signoff }: { signoff: Signoff }) {
  const { t } = useTranslation('signoffs');
  const { links, files, evidence } = signoff;
  if (links.length + files.length + evidence.length === 0) return null;
  const item = 'flex min-h-11 items-center gap-2 break-all text-sm sm:min-h-0';
  const link = 'underline-offset-4 hover:underline focus-visible:underline text-primary';
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t('card.evidence')}</h4>
      <ul className="grid gap-1" aria-label={t('card.evidence')}>
        {links.map((entry) => (
          <li key={`link-${entry.url}-${entry.label}`} className={item}>
            <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a className={link} href={entry.url} target="_blank" rel="noopener noreferrer">
              {entry.label}
              <span className="sr-only"> {t('card.newTab')}</span>
            </a>
          </li>
        ))}
        {files.map((file) => (
          <li key={`file-${file.id}`} className={item}>
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a className={link} href={fileDownloadUrl(file.id)} download={file.name}>
              {file.name}
            </a>
          </li>
        ))}
        {evidence.map((entry) => {
          const Icon = entry.kind === 'pull_request' ? GitPullRequest : Rocket;
          return (
            <li key={`evidence-${entry.id}`} className={item}>
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="text-muted-foreground">{t(`card.evidenceKind.${entry.kind}`)}</span>
              <a className={link} href={entry.url} target="_blank" rel="noopener noreferrer">
                {entry.title}
                <span className="sr-only"> {t('card.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { Copy, Download, ReceiptText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Signoff } from '@/shared/schemas/signoffs';
import { Button } from '@/web/components/ui/button';
import { fileDownloadUrl } from '@/web/lib/file-download-url';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useViewer } from '@/web/lib/use-viewer';
import { shortDigest } from '../lib/group-signoffs';

/**
 * An accepted phase: who accepted it and when, the digest of what was accepted (short, copyable,
 * with its public check), the receipt's download and the milestone invoice in billing.
 */
export function AcceptanceDetails({ signoff }: { signoff: Signoff }) {
  const { t } = useTranslation('signoffs');
  const { dateTime } = useFormatters();
  const viewer = useViewer();
  const { digest } = signoff;
  const copy = async () => {
    if (!digest) return;
    try {
      await navigator.clipboard.writeText(digest);
      notify.success(t('card.digestCopied'));
    } catch {
      notify.error(t('card.digestCopyFailed'));
    }
  };
  const billing = viewer?.role === 'admin' ? paths.admin.payments.getHref() : paths.app.billing.getHref();
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3" data-testid="signoff-acceptance">
      <p className="text-sm">
        {t('card.acceptedBy', {
          name: signoff.decided_by?.name ?? t('card.someone'),
          when: signoff.decided_at ? dateTime(signoff.decided_at) : '',
        })}
      </p>
      {digest && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('card.digest')}</span>
          <code className="rounded bg-background px-1.5 py-0.5 font-mono text-xs" title={digest}>
            <span aria-hidden="true">{shortDigest(digest)}</span>
            <span className="sr-only">{digest}</span>
          </code>
          <Button variant="ghost" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('card.copyDigest')}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={paths.receipts.verifyDigest.getHref(digest)}>
              <ShieldCheck aria-hidden="true" />
              {t('card.verify')}
            </Link>
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {signoff.receipt_file_id && (
          <Button variant="outline" size="sm" asChild>
            <a href={fileDownloadUrl(signoff.receipt_file_id)} download>
              <Download aria-hidden="true" />
              {t('card.downloadReceipt')}
            </a>
          </Button>
        )}
        {signoff.payment_id && (
          <Button variant="outline" size="sm" asChild>
            <Link to={billing}>
              <ReceiptText aria-hidden="true" />
              {t('card.invoice')}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}

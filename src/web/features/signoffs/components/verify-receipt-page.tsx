import { CircleCheck, CircleHelp, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { receiptCodeOf } from '@/shared/domain/receipt-code';
import { paths } from '@/shared/paths';
import { ErrorState } from '@/web/components/block-states';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useReceiptVerification } from '../api/verify-receipt';

/**
 * The public check of a receipt (signed in or not): paste the code printed on it and see only
 * whether an acceptance with that digest is registered, never what was accepted. A plain form
 * (no schema or form library): this public page stays within the public pages' budget.
 */
export function VerifyReceiptPage({ digest }: { digest: string | null }) {
  const { t } = useTranslation('signoffs');
  const navigate = useNavigate();
  const valid = digest === null ? null : receiptCodeOf(digest);
  const verification = useReceiptVerification(valid);
  const [code, setCode] = useState(digest ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pasted = receiptCodeOf(code);
    if (pasted === null) {
      setError(t('validation.digestInvalid'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    void navigate(paths.receipts.verifyDigest.getHref(pasted));
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 md:px-6 md:py-16">
      <div className="grid gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight">{t('verify.title')}</h1>
        <p className="text-muted-foreground">{t('verify.description')}</p>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {digest !== null && valid === null && (
          <Alert variant="destructive">
            <CircleHelp aria-hidden="true" />
            <AlertTitle>{t('verify.malformedTitle')}</AlertTitle>
            <AlertDescription>{t('validation.digestInvalid')}</AlertDescription>
          </Alert>
        )}
        {valid !== null && verification.isPending && (
          <div className="grid gap-2">
            <span className="sr-only">{t('verify.checking')}</span>
            <Skeleton aria-hidden="true" className="h-20 w-full rounded-xl" />
          </div>
        )}
        {verification.data?.status === 'valid' && (
          <Alert variant="success" data-testid="receipt-status">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>{t('verify.valid')}</AlertTitle>
            <AlertDescription>{t('verify.validDetail')}</AlertDescription>
          </Alert>
        )}
        {verification.data?.status === 'unknown' && (
          <Alert variant="info" data-testid="receipt-status">
            <CircleHelp aria-hidden="true" />
            <AlertTitle>{t('verify.unknown')}</AlertTitle>
            <AlertDescription>{t('verify.unknownDetail')}</AlertDescription>
          </Alert>
        )}
      </div>
      {verification.isError && (
        <ErrorState
          size="sm"
          message={t('verify.failed')}
          onRetry={() => void verification.refetch()}
          retrying={verification.isRefetching}
        />
      )}
      <form noValidate className="grid gap-4 rounded-xl border bg-card p-4 md:p-6" onSubmit={submit}>
        {/* The field by hand, not the forms' FormField: this public page loads nothing of the app's forms. */}
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId}>{t('verify.codeLabel')}</Label>
          <Input
            id={fieldId}
            ref={input}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-${error ? 'error' : 'hint'}`}
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-sm"
          />
          {error ? (
            <p id={`${fieldId}-error`} className="text-[13px] font-medium text-destructive-text">
              {error}
            </p>
          ) : (
            <p id={`${fieldId}-hint`} className="text-[13px] text-muted-foreground">
              {t('verify.codeHint')}
            </p>
          )}
        </div>
        <Button type="submit" className="justify-self-start">
          {t('verify.submit')}
        </Button>
      </form>
    </div>
  );
}

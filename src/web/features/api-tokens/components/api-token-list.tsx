import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@/shared/schemas/api-tokens';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';

const STATUS_VARIANT = { active: 'success', expired: 'warning', revoked: 'secondary' } as const;

function useTokenTexts() {
  const { t } = useTranslation('apiTokens');
  const format = useFormatters();
  return {
    t,
    status: (token: ApiToken) => (
      <Badge variant={STATUS_VARIANT[token.status]}>{t(`status.${token.status}`)}</Badge>
    ),
    lastUsed: (token: ApiToken) =>
      token.last_used_at
        ? token.last_used_ip
          ? t('lastUsedFrom', { time: format.dateTime(token.last_used_at), ip: token.last_used_ip })
          : format.dateTime(token.last_used_at)
        : t('never'),
    date: (iso: string) => format.date(iso),
  };
}

function Scopes({ token }: { token: ApiToken }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {token.scopes.map((scope) => (
        <li key={scope}>
          <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{scope}</code>
        </li>
      ))}
    </ul>
  );
}

function RevokeButton({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation('apiTokens');
  if (!token.can.revoke) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 sm:min-h-9"
      aria-label={t('revokeLabel', { name: token.name })}
      onClick={() => onRevoke(token)}
    >
      {t('revoke')}
    </Button>
  );
}

/**
 * Tokens as a table on wide screens and as cards on phones: name and its first characters,
 * scopes, created, expiry, last use ("Nunca" before the first), status and the revoke action.
 */
export function ApiTokenList({
  tokens,
  onRevoke,
}: {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  const { t, status, lastUsed, date } = useTokenTexts();
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{t('listLabel')}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.scopes')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.created')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.expires')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('columns.lastUsed')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} className="border-b align-top last:border-0">
              <td className="py-3 pr-3">
                <p className="font-medium">{token.name}</p>
                <p className="flex items-center gap-2 pt-1">
                  <code className="text-xs text-muted-foreground">{token.prefix}…</code>
                  {status(token)}
                </p>
              </td>
              <td className="max-w-64 py-3 pr-3">
                <Scopes token={token} />
              </td>
              <td className="py-3 pr-3 tabular-nums">{date(token.created_at)}</td>
              <td className="py-3 pr-3 tabular-nums">{date(token.expires_at)}</td>
              <td className="py-3 pr-3">{lastUsed(token)}</td>
              <td className="py-3 text-right">
                <RevokeButton token={token} onRevoke={onRevoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label={t('listLabel')}>
        {tokens.map((token) => (
          <li key={token.id} className="grid gap-3 rounded-lg border p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{token.name}</p>
                <code className="text-xs text-muted-foreground">{token.prefix}…</code>
              </div>
              {status(token)}
            </div>
            <Scopes token={token} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px]">
              <dt className="text-muted-foreground">{t('columns.created')}</dt>
              <dd className="tabular-nums">{date(token.created_at)}</dd>
              <dt className="text-muted-foreground">{t('columns.expires')}</dt>
              <dd className="tabular-nums">{date(token.expires_at)}</dd>
              <dt className="text-muted-foreground">{t('columns.lastUsed')}</dt>
              <dd className="break-words">{lastUsed(token)}</dd>
            </dl>
            <div>
              <RevokeButton token={token} onRevoke={onRevoke} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAssistantGreeting } from '../api/get-greeting';

/**
 * Websy AI's greeting on the dashboards (docs/product.md#lifecycles): 'Verificando sesión...' while the server checks
 * the session, then the model's greeting (or the fixed one). A plain query: no AI library here.
 */
export function AssistantGreeting() {
  const { t } = useTranslation('dashboard');
  const { data, isPending } = useAssistantGreeting();
  const text = isPending ? t('aiGreeting.verifying') : (data?.greeting.text ?? t('aiGreeting.fallback'));
  return (
    <p
      className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm text-card-foreground"
      aria-live="polite"
      data-testid="assistant-greeting"
    >
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="sr-only">{t('aiGreeting.label')}</span>
      <span className={isPending ? 'text-muted-foreground' : undefined}>{text}</span>
    </p>
  );
}

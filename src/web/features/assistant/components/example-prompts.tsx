import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';

const EXAMPLES = ['ui.empty.example1', 'ui.empty.example2', 'ui.empty.example3'] as const;

/** A conversation with nothing in it yet: what to ask, and three questions to ask with one click. */
export function ExamplePrompts({ disabled, onAsk }: { disabled: boolean; onAsk: (text: string) => void }) {
  const { t } = useTranslation('assistant');
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-2 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold">{t('ui.empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('ui.empty.description')}</p>
      <ul aria-label={t('ui.empty.examples')} className="mt-2 flex flex-wrap justify-center gap-2">
        {EXAMPLES.map((key) => (
          <li key={key}>
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => onAsk(t(key))}>
              {t(key)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

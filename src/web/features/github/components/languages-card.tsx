import { useTranslation } from 'react-i18next';
import type { LanguageShare } from '@/shared/schemas/github';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useFormatters } from '@/web/lib/use-formatters';

/** 'Lenguajes más usados': the top five as percentages, each bar relative to the largest. */
export function LanguagesCard({ languages }: { languages: LanguageShare[] }) {
  const { t } = useTranslation('github');
  const { number } = useFormatters();
  const max = Math.max(...languages.map((l) => l.percentage));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('languages.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {languages.map((language) => {
            const percent = `${number(language.percentage, { maximumFractionDigits: 1 })} %`;
            return (
              <li key={language.name} className="grid gap-1">
                <div className="flex justify-between text-sm">
                  <span className="font-medium">{language.name}</span>
                  <span className="tabular-nums text-muted-foreground">{percent}</span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${max > 0 ? (language.percentage / max) * 100 : 0}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

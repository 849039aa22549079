import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

export interface QuickLink {
  id: string;
  href: string;
  icon: LucideIcon;
}

/** Shortcuts to the screens available now (keys under dashboard:links.<id>). */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('links.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                to={link.href}
                className="group flex min-h-11 items-center gap-3 rounded-lg border p-3 transition-colors hover:border-primary/40 hover:bg-accent"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
                  <link.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{t(`links.${link.id}.title`)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t(`links.${link.id}.description`)}
                  </span>
                </span>
                <ArrowRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

import { ArrowLeft, Compass, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '@/web/components/document-title';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';

/** 'Página no encontrada' with a way back (history or home). */
export function NotFoundView() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <DocumentTitle title={t('notFound.title')} />
      <div className="flex size-16 items-center justify-center rounded-full bg-accent">
        <Compass className="size-8 text-accent-foreground" aria-hidden="true" />
      </div>
      <div className="max-w-md space-y-2">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
        <p className="text-muted-foreground">{t('notFound.description')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          {t('notFound.back')}
        </Button>
        <Button asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

import { ArrowRight, CheckCircle2, Circle, CircleDot, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { usePanelLink } from '@/web/lib/use-panel-link';

const PREVIEW_PHASES = [
  { key: 'design', state: 'done' },
  { key: 'layout', state: 'done' },
  { key: 'content', state: 'current' },
  { key: 'features', state: 'next' },
] as const;

/** An example of what a client sees: a project with its phases (illustrative, labelled so). */
function ProjectPreview() {
  const { t } = useTranslation('home');
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-labelledby="preview-caption">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-primary/5 to-transparent blur-2xl"
      />
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-medium text-muted-foreground">{t('preview.kind')}</p>
            <p className="text-lg font-semibold">{t('preview.project')}</p>
          </div>
          <span className="shrink-0 rounded-full bg-accent px-2.5 py-1 text-xs font-medium whitespace-nowrap text-accent-foreground">
            {t('preview.status')}
          </span>
        </div>
        <div className="mt-5">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">{t('preview.progress')}</span>
            <span className="font-semibold tabular">50 %</span>
          </div>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-1/2 rounded-full bg-primary" />
          </div>
        </div>
        <ol className="mt-5 space-y-2.5">
          {PREVIEW_PHASES.map((phase) => (
            <li key={phase.key} className="flex items-center gap-3 text-sm">
              {phase.state === 'done' ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
              ) : phase.state === 'current' ? (
                <CircleDot className="size-5 text-primary" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-muted-foreground" aria-hidden="true" />
              )}
              <span className={phase.state === 'next' ? 'text-muted-foreground' : 'font-medium'}>
                {t(`process.steps.${phase.key}.title`)}
              </span>
              <span className="ml-auto text-xs text-muted-foreground">
                {t(`preview.states.${phase.state}`)}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-5 flex gap-3 rounded-xl bg-muted p-3 text-sm">
          <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p>
            <span className="font-medium">{t('preview.commentAuthor')}</span>{' '}
            <span className="text-muted-foreground">{t('preview.comment')}</span>
          </p>
        </div>
      </div>
      <figcaption id="preview-caption" className="mt-3 text-center text-xs text-muted-foreground">
        {t('preview.caption')}
      </figcaption>
    </figure>
  );
}

/** The hero's calls to action: sign up or sign in, or the visitor's panel once signed in. */
function HeroActions() {
  const { t } = useTranslation('home');
  const { signedIn, panelHref } = usePanelLink();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {signedIn ? (
        <Button asChild size="lg">
          <Link to={panelHref}>
            {t('hero.goToPanel')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <>
          <Button asChild size="lg">
            <Link to={paths.auth.register.getHref()}>
              {t('hero.primary')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.auth.login.getHref()}>{t('hero.secondary')}</Link>
          </Button>
        </>
      )}
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[520px] bg-gradient-to-b from-accent/70 to-transparent"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:px-6 md:py-24 lg:grid-cols-2">
        <div className="space-y-6">
          <p className="inline-flex items-center rounded-full border bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-semibold tracking-tight text-balance md:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{t('hero.subtitle')}</p>
          <HeroActions />
          <p className="text-sm text-muted-foreground">{t('hero.note')}</p>
        </div>
        <ProjectPreview />
      </div>
    </section>
  );
}

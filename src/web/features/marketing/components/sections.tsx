import {
  ArrowRight,
  Bell,
  CreditCard,
  FolderKanban,
  Globe2,
  KeyRound,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  MonitorSmartphone,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { usePanelLink } from '@/web/lib/use-panel-link';

/** A section's heading (`<h2 id>`, named by the section) and its one-line subtitle. */
function SectionHeading({
  id,
  title,
  subtitle,
  className = 'max-w-2xl space-y-3',
}: {
  id: string;
  title: string;
  subtitle: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 id={id} className="text-3xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="text-lg text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** A card's title and its explanation (what you will see, how we work). */
function CardText({ title, description }: { title: string; description: string }) {
  return (
    <>
      <h3 className="mt-4 font-semibold">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
    </>
  );
}

/** The call to action's main link: white on the brand gradient. */
function CtaPrimary({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild size="lg" variant="secondary" className="bg-white text-slate-900 hover:bg-white/90">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'progress', icon: FolderKanban },
  { key: 'tasks', icon: ListChecks },
  { key: 'comments', icon: MessagesSquare },
  { key: 'support', icon: LifeBuoy },
  { key: 'billing', icon: CreditCard },
  { key: 'notifications', icon: Bell },
];

export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="que-veras"
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 md:px-6 md:py-24"
    >
      <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl border bg-card p-6 shadow-xs">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <CardText
              title={t(`features.items.${key}.title`)}
              description={t(`features.items.${key}.description`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = ['design', 'layout', 'content', 'features', 'seo', 'deploy'] as const;

export function ProcessSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="como-trabajamos"
      aria-labelledby="process-title"
      className="scroll-mt-20 border-y bg-muted/40"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="process-title" title={t('process.title')} subtitle={t('process.subtitle')} />
        <ol className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-xl border bg-card p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular">
                {index + 1}
              </span>
              <CardText
                title={t(`process.steps.${step}.title`)}
                description={t(`process.steps.${step}.description`)}
              />
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-sm text-muted-foreground">{t('process.note')}</p>
      </div>
    </section>
  );
}

const TRUST: { key: string; icon: LucideIcon }[] = [
  { key: 'twoFactor', icon: KeyRound },
  { key: 'privacy', icon: ShieldCheck },
  { key: 'devices', icon: MonitorSmartphone },
  { key: 'languages', icon: Globe2 },
];

export function TrustSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="trust-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <SectionHeading
          id="trust-title"
          title={t('trust.title')}
          subtitle={t('trust.subtitle')}
          className="space-y-3"
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {TRUST.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{t(`trust.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  {t(`trust.items.${key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const FAQ = ['cost', 'install', 'access', 'password', 'data'] as const;

export function FaqSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="faq-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-3xl px-4 py-16 md:px-6 md:py-24">
        <h2 id="faq-title" className="text-3xl font-semibold tracking-tight">
          {t('faq.title')}
        </h2>
        <div className="mt-8 divide-y rounded-xl border bg-card">
          {FAQ.map((key) => (
            <details key={key} className="group p-5">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                {t(`faq.items.${key}.question`)}
                <ArrowRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(`faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The closing call to action's links: as the hero's, for a visitor or someone signed in. */
function CtaActions() {
  const { t } = useTranslation('home');
  const { signedIn, panelHref } = usePanelLink();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      {signedIn ? (
        <CtaPrimary to={panelHref}>{t('hero.goToPanel')}</CtaPrimary>
      ) : (
        <>
          <CtaPrimary to={paths.auth.register.getHref()}>{t('hero.primary')}</CtaPrimary>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to={paths.auth.login.getHref()}>{t('hero.secondary')}</Link>
          </Button>
        </>
      )}
    </div>
  );
}

export function CtaSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 md:px-6 md:py-24">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-brand-from to-brand-to px-6 py-12 text-center text-white md:px-12">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white">{t('cta.subtitle')}</p>
        <CtaActions />
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/**
 * A legal text from the `legal` catalogue: `<doc>.title`, `<doc>.intro` and ordered
 * `<doc>.sections.<id>` with paragraphs and lists. `{{supportEmail}}` comes from public-config.
 */
export function LegalDocument({ doc, supportEmail }: { doc: 'privacy' | 'terms'; supportEmail: string }) {
  const { t } = useTranslation('legal');
  const contact = supportEmail || t('fallbackContact');
  const sections = t(`${doc}.sections`, { returnObjects: true, supportEmail: contact }) as Record<
    string,
    LegalSection
  >;
  const entries = Object.entries(sections);
  const other = doc === 'privacy' ? paths.legal.terms : paths.legal.privacy;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-16">
      <header className="space-y-3 border-b pb-8">
        <p className="text-sm font-semibold text-primary">{t('eyebrow')}</p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance md:text-4xl">
          {t(`${doc}.title`)}
        </h1>
        <p className="text-sm text-muted-foreground">{t('updated', { date: t('updatedDate') })}</p>
        <p className="text-base leading-relaxed text-muted-foreground">
          {t(`${doc}.intro`, { supportEmail: contact })}
        </p>
      </header>
      <nav aria-label={t('toc')} className="my-8 rounded-xl border bg-muted/40 p-5">
        <h2 className="mb-3 text-sm font-semibold">{t('toc')}</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {entries.map(([id, section]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline md:min-h-9"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {entries.map(([id, section], index) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
            <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
              <span className="mr-2 text-muted-foreground tabular">{index + 1}.</span>
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-2 pl-6 leading-relaxed text-foreground/90">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <footer className="mt-12 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        {supportEmail && (
          <p>
            {t('contact')}{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {supportEmail}
            </a>
          </p>
        )}
        <Link to={other.getHref()} className="font-medium text-primary underline underline-offset-4">
          {doc === 'privacy' ? t('terms.title') : t('privacy.title')}
        </Link>
      </footer>
    </article>
  );
}

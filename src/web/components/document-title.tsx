import { useEffect } from 'react';
import { APP_NAME } from '@/shared/limits';

export function formatDocumentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Sets '<Page> · Websy' while the page is shown. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  return null;
}

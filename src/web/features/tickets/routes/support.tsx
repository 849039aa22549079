import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useViewer } from '@/web/lib/use-viewer';
import { useTickets } from '../api/list-tickets';
import { NewTicketForm } from '../components/new-ticket-form';
import { TicketDetailDialog } from '../components/ticket-detail-dialog';
import { TicketsEmpty } from '../components/ticket-list';
import { TicketsPanel } from '../components/tickets-panel';

export const handle = { titleKey: 'tickets:ui.title' };

const FORM_ID = 'new-ticket';

/** /soporte (clients): open a ticket, follow your tickets and answer the agency. */
export function Component() {
  const { t } = useTranslation('tickets');
  const me = useViewer();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useTickets({ page });

  const focusForm = () => document.querySelector<HTMLInputElement>(`#${FORM_ID} input`)?.focus();

  return (
    <div className="space-y-6">
      <PageHeader title={t('ui.title')} description={t('ui.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <div id={FORM_ID}>
          <NewTicketForm
            email={me?.email ?? ''}
            onCreated={(ticket) => {
              setPage(1);
              setOpenId(ticket.id);
            }}
          />
        </div>
        <Card data-tour="tickets">
          <CardHeader>
            <CardTitle>{t('ui.mineTitle')}</CardTitle>
            <CardDescription>{t('ui.mineDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TicketsPanel
              query={tickets}
              empty={
                <TicketsEmpty
                  action={
                    <Button variant="outline" size="sm" onClick={focusForm}>
                      {t('ui.newTitle')}
                    </Button>
                  }
                >
                  {t('ui.mineEmpty')}
                </TicketsEmpty>
              }
              onOpen={(ticket) => setOpenId(ticket.id)}
              label={t('ui.mineTitle')}
              onPage={setPage}
            />
          </CardContent>
        </Card>
      </div>
      <TicketDetailDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

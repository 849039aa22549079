import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { SearchInput } from '@/web/components/search-input';
import { useStaff } from '@/web/lib/api/list-staff';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useTickets } from '../api/list-tickets';
import {
  hasCriteria,
  type TicketFilters,
  type TicketPriority,
  type TicketState,
} from '../lib/ticket-filters';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { TicketsEmpty } from './ticket-list';
import { PriorityOptions, SelectField, StaffOptions, StateOptions } from './ticket-selects';
import { TicketsPanel } from './tickets-panel';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin#tickets: every client's support tickets, filtered (state, priority, assignee, search)
 * and paged on the server; opening one shows its thread, the reply box and its management
 * (state, priority, assignment to the agency's team). Renders the page's <h1>.
 */
export function TicketsAdminSection() {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [filters, setFilters] = useState<TicketFilters>({ page: 1 });
  const [searchText, setSearchText] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useTickets(filters);
  const { data, isPlaceholderData } = tickets;
  const staff = useStaff();

  // Search as the admin types, without a request per key.
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setFilters((f) => ((f.search ?? '') === search ? f : { ...f, search: search || undefined, page: 1 }));
  }, [search]);

  // The page emptied (e.g. the last ticket changed state away from a filter): go back one.
  const pageEmptied = !!data && !isPlaceholderData && data.tickets.length === 0 && filters.page > 1;
  useEffect(() => {
    if (pageEmptied) setFilters((f) => ({ ...f, page: Math.max(1, f.page - 1) }));
  }, [pageEmptied]);

  const filtered = hasCriteria(filters);
  const clear = () => {
    setSearchText('');
    setFilters({ page: 1 });
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('ui.adminTitle')} description={t('ui.adminDescription')} />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div role="group" aria-label={t('ui.filters')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-search`}>{t('ui.search')}</Label>
              <SearchInput
                id={`${id}-search`}
                value={searchText}
                maxLength={200}
                placeholder={t('ui.searchPlaceholder')}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
            <SelectField
              id={`${id}-state`}
              label={t('ui.state')}
              value={filters.estado ?? ''}
              onChange={(v) =>
                setFilters({ ...filters, estado: (v || undefined) as TicketState | undefined, page: 1 })
              }
            >
              <option value="">{t('ui.anyState')}</option>
              <StateOptions />
            </SelectField>
            <SelectField
              id={`${id}-priority`}
              label={t('ui.priority')}
              value={filters.prioridad ?? ''}
              onChange={(v) =>
                setFilters({ ...filters, prioridad: (v || undefined) as TicketPriority | undefined, page: 1 })
              }
            >
              <option value="">{t('ui.anyPriority')}</option>
              <PriorityOptions />
            </SelectField>
            <SelectField
              id={`${id}-assignee`}
              label={t('ui.assignee')}
              value={filters.assigned_to ?? ''}
              onChange={(v) => setFilters({ ...filters, assigned_to: v || undefined, page: 1 })}
            >
              <option value="">{t('ui.anyAssignee')}</option>
              <StaffOptions staff={staff.data} />
            </SelectField>
          </div>

          <TicketsPanel
            query={tickets}
            skeletonRows={5}
            empty={
              <TicketsEmpty
                action={
                  filtered && (
                    <Button variant="outline" size="sm" onClick={clear}>
                      {t('ui.clearFilters')}
                    </Button>
                  )
                }
              >
                {filtered ? t('ui.emptyFiltered') : t('ui.adminEmpty')}
              </TicketsEmpty>
            }
            onOpen={(ticket) => setOpenId(ticket.id)}
            showClient
            label={t('ui.adminListLabel')}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </CardContent>
      </Card>
      <TicketDetailDialog ticketId={openId} onClose={() => setOpenId(null)} admin />
    </div>
  );
}

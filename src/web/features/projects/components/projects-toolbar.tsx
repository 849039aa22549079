import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalStatusSchema, projectStatusSchema } from '@/shared/schemas/project-input';
import { Button } from '@/web/components/ui/button';
import { NativeSelect } from '@/web/components/ui/select';
import { SearchInput } from '@/web/components/search-input';
import { cn } from '@/web/lib/utils';
import { useTechnologies } from '../api/list-technologies';
import { activeFilterCount, sortPresets, type ProjectListParams, type SortPreset } from '../lib/list-params';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:min-h-8',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input/60 bg-background text-foreground hover:bg-muted dark:border-input',
      )}
    >
      {children}
    </button>
  );
}

/** Search (debounced), filters as chips (status, approval, technology), sort. */
export function ProjectsToolbar({
  params,
  onChange,
}: {
  params: ProjectListParams;
  onChange: (change: Partial<ProjectListParams>) => void;
}) {
  const { t } = useTranslation('projects');
  const searchId = useId();
  const sortId = useId();
  const techId = useId();
  const technologies = useTechnologies();
  const [text, setText] = useState(params.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // The address changed from outside (back button, "clear filters"): show it in the box.
  const [lastSearch, setLastSearch] = useState(params.search);
  if (params.search !== lastSearch) {
    setLastSearch(params.search);
    setText(params.search);
  }

  useEffect(() => {
    if (debounced.trim() !== params.search.trim()) onChange({ search: debounced });
    // Only a new debounced value should push a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const filters = activeFilterCount(params);

  return (
    <div
      className="grid grid-cols-1 gap-3"
      role="search"
      aria-label={t('list.toolbar.label')}
      data-tour="projects-toolbar"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('list.toolbar.search')}
          </label>
          <SearchInput
            id={searchId}
            data-tour="projects-search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('list.toolbar.searchPlaceholder')}
            maxLength={200}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-muted-foreground">
            {t('list.toolbar.sort')}
          </label>
          <NativeSelect
            id={sortId}
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortPreset })}
            wrapperClassName="min-w-44"
          >
            {sortPresets.map((preset) => (
              <option key={preset} value={preset}>
                {t(`list.sort.${preset}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="group" aria-label={t('list.toolbar.statusGroup')} className="flex flex-wrap gap-2">
          {projectStatusSchema.options.map((status) => (
            <Chip
              key={status}
              pressed={params.status === status}
              onClick={() => onChange({ status: params.status === status ? undefined : status })}
            >
              {t(`status.${status}`)}
            </Chip>
          ))}
        </div>
        <div role="group" aria-label={t('list.toolbar.approvalGroup')} className="flex flex-wrap gap-2">
          {approvalStatusSchema.options.map((approval) => (
            <Chip
              key={approval}
              pressed={params.approval === approval}
              onClick={() => onChange({ approval: params.approval === approval ? undefined : approval })}
            >
              {t(`approval.${approval}`)}
            </Chip>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={techId} className="sr-only">
            {t('list.toolbar.technology')}
          </label>
          <NativeSelect
            id={techId}
            value={params.technology ?? ''}
            onChange={(event) => onChange({ technology: event.target.value || undefined })}
            className={cn('md:h-8 md:rounded-full md:py-0', params.technology && 'border-primary')}
            wrapperClassName="min-w-44"
          >
            <option value="">{t('list.toolbar.anyTechnology')}</option>
            {params.technology &&
              !technologies.data?.some((item) => item.technology === params.technology) && (
                <option value={params.technology}>{params.technology}</option>
              )}
            {technologies.data?.map((item) => (
              <option key={item.technology} value={item.technology}>
                {t('list.toolbar.technologyOption', { technology: item.technology, count: item.count })}
              </option>
            ))}
          </NativeSelect>
        </div>
        {filters > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              onChange({ search: '', status: undefined, approval: undefined, technology: undefined });
            }}
          >
            <X aria-hidden="true" />
            {t('list.toolbar.clear', { count: filters })}
          </Button>
        )}
      </div>
    </div>
  );
}

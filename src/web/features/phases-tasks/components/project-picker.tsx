import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/web/components/ui/select';
import { SearchInput } from '@/web/components/search-input';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useProjectOptions } from '../api/list-project-options';

/** Choose a project: filter by name (server-side), then pick it from the list. */
export function ProjectPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (projectId: string | null) => void;
}) {
  const { t } = useTranslation('projects');
  const searchId = useId();
  const selectId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 300);
  const { data, isPending } = useProjectOptions(search);
  const options = data?.options ?? [];
  const selectedMissing = value !== null && !options.some((option) => option.id === value);

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('adminPhases.searchProject')}
        </label>
        <SearchInput
          id={searchId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('adminPhases.searchPlaceholder')}
        />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('adminPhases.project')}
        </label>
        <NativeSelect
          id={selectId}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
          disabled={isPending && !data}
        >
          <option value="">
            {options.length ? t('adminPhases.chooseProject') : t('adminPhases.noProjects')}
          </option>
          {selectedMissing && <option value={value}>{t('adminPhases.selectedProject')}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.owner
                ? t('adminPhases.projectOption', { name: option.name, owner: option.owner })
                : option.name}
            </option>
          ))}
        </NativeSelect>
        {data && data.total > options.length && (
          <p className="text-[13px] text-muted-foreground">
            {t('adminPhases.refine', { shown: options.length, total: data.total })}
          </p>
        )}
      </div>
    </div>
  );
}

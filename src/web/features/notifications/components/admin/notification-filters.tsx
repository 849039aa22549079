import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationCategorySchema, notificationTypeSchema } from '@/shared/schemas/notifications';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import type {
  NotificationCategory,
  NotificationFilters,
  NotificationType,
} from '../../api/list-notifications';

type Filters = Omit<NotificationFilters, 'offset'>;

const boolValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const parseBool = (value: string) => (value === '' ? undefined : value === 'true');

/** Type, category, read state and urgency (docs/product.md#api-conventions filters); '' means any. */
export function NotificationFiltersBar({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const fields = [
    {
      key: 'type',
      label: t('admin.filters.type'),
      current: value.type ?? '',
      options: [
        { value: '', label: t('admin.filters.anyType') },
        ...notificationTypeSchema.options.map((o) => ({ value: o, label: t(`types.${o}`) })),
      ],
      set: (v: string) => onChange({ ...value, type: (v || undefined) as NotificationType | undefined }),
    },
    {
      key: 'category',
      label: t('admin.filters.category'),
      current: value.category ?? '',
      options: [
        { value: '', label: t('admin.filters.anyCategory') },
        ...notificationCategorySchema.options.map((o) => ({ value: o, label: t(`categories.${o}`) })),
      ],
      set: (v: string) =>
        onChange({ ...value, category: (v || undefined) as NotificationCategory | undefined }),
    },
    {
      key: 'read',
      label: t('admin.filters.read'),
      current: boolValue(value.is_read),
      options: [
        { value: '', label: t('admin.filters.anyRead') },
        { value: 'false', label: t('admin.filters.unread') },
        { value: 'true', label: t('admin.filters.readOnly') },
      ],
      set: (v: string) => onChange({ ...value, is_read: parseBool(v) }),
    },
    {
      key: 'urgent',
      label: t('admin.filters.urgent'),
      current: boolValue(value.is_urgent),
      options: [
        { value: '', label: t('admin.filters.anyUrgency') },
        { value: 'true', label: t('admin.filters.urgentOnly') },
        { value: 'false', label: t('admin.filters.notUrgent') },
      ],
      set: (v: string) => onChange({ ...value, is_urgent: parseBool(v) }),
    },
  ];
  return (
    <div role="group" aria-label={t('admin.filters.label')} className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.key} className="grid gap-1.5">
          <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
          <NativeSelect
            id={`${id}-${field.key}`}
            value={field.current}
            onChange={(e) => field.set(e.target.value)}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}

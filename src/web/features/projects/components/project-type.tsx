import {
  AppWindow,
  Briefcase,
  Building2,
  Code,
  Database,
  Folder,
  type LucideIcon,
  Newspaper,
  Palette,
  Plug,
  Rocket,
  ShoppingCart,
  Smartphone,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { projectTypeById, type ProjectTypeId } from '@/shared/domain/project-types';
import { cn } from '@/web/lib/utils';

/** The lucide icons named by the project types of docs/product.md#records-and-fields. */
const ICONS: Record<string, LucideIcon> = {
  rocket: Rocket,
  'shopping-cart': ShoppingCart,
  'building-2': Building2,
  briefcase: Briefcase,
  newspaper: Newspaper,
  smartphone: Smartphone,
  'app-window': AppWindow,
  palette: Palette,
  code: Code,
  database: Database,
  plug: Plug,
  folder: Folder,
};

export function ProjectTypeIcon({ type, className }: { type: ProjectTypeId; className?: string }) {
  const definition = projectTypeById.get(type);
  const Icon = ICONS[definition?.icon ?? 'folder'] ?? Folder;
  const color = definition?.color ?? '#64748b';
  return (
    <span
      className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg', className)}
      style={{ backgroundColor: `${color}1f`, color }}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}

/** Icon and name of a project type (names and descriptions live in projects:types.*). */
export function ProjectTypeLabel({
  type,
  withDescription = false,
}: {
  type: ProjectTypeId;
  withDescription?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <span className="inline-flex min-w-0 items-center gap-3">
      <ProjectTypeIcon type={type} />
      <span className="min-w-0">
        <span className="block text-sm font-medium">{t(`types.${type}.name`)}</span>
        {withDescription && (
          <span className="block text-sm text-muted-foreground">{t(`types.${type}.description`)}</span>
        )}
      </span>
    </span>
  );
}

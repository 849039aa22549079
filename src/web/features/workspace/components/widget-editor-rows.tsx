import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardWidget, WidgetSize } from '@/shared/schemas/dashboard';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { Switch } from '@/web/components/ui/switch';
import { cn } from '@/web/lib/utils';

/** Ids of a widget's controls, so focus can follow the widget when it moves between lists. */
export const controlId = (baseId: string, widget: DashboardWidget, control: 'switch' | 'up' | 'down') =>
  `${baseId}-${widget}-${control}`;

function WidgetLabel({
  widget,
  nameId,
  muted = false,
}: {
  widget: DashboardWidget;
  nameId: string;
  muted?: boolean;
}) {
  const { t } = useTranslation('workspace');
  return (
    <div className="order-2 min-w-0 flex-1">
      <p id={nameId} className={cn('font-medium', muted && 'text-muted-foreground')}>
        {t(`widgets.${widget}.name`)}
      </p>
      <p className="text-xs text-muted-foreground">{t(`widgets.${widget}.description`)}</p>
    </div>
  );
}

function VisibleSwitch({
  baseId,
  widget,
  nameId,
  checked,
  onVisible,
}: {
  baseId: string;
  widget: DashboardWidget;
  nameId: string;
  checked: boolean;
  onVisible: (visible: boolean) => void;
}) {
  const { t } = useTranslation('workspace');
  const id = controlId(baseId, widget, 'switch');
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onVisible}
        aria-labelledby={`${id}-label ${nameId}`}
      />
      <Label id={`${id}-label`} htmlFor={id}>
        {t('custom.show')}
      </Label>
    </div>
  );
}

interface SortableRowProps {
  baseId: string;
  widget: DashboardWidget;
  index: number;
  total: number;
  size: WidgetSize;
  onVisible: (visible: boolean) => void;
  onSize: (size: WidgetSize) => void;
  onMove: (delta: -1 | 1) => void;
}

/** A widget on the dashboard: drag handle, name, show switch, size, move up and down. */
export function SortableWidgetRow({
  baseId,
  widget,
  index,
  total,
  size,
  onVisible,
  onSize,
  onMove,
}: SortableRowProps) {
  const { t } = useTranslation('workspace');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: widget });
  const name = t(`widgets.${widget}.name`);
  const nameId = `${baseId}-${widget}-name`;
  const sizeId = `${baseId}-${widget}-size`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-widget-row={widget}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card p-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('custom.dragHandle', { name })}
        className="order-1 flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing md:size-9"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <WidgetLabel widget={widget} nameId={nameId} />
      {/* Phones and tablets: name and arrows on the first line, switch and size on the second. */}
      <div className="order-4 flex basis-full items-center justify-between gap-x-4 gap-y-2 lg:order-3 lg:basis-auto lg:justify-start">
        <VisibleSwitch baseId={baseId} widget={widget} nameId={nameId} checked onVisible={onVisible} />
        <div className="flex items-center gap-2">
          <Label id={`${sizeId}-label`} htmlFor={sizeId} className="sr-only sm:not-sr-only">
            {t('custom.size')}
          </Label>
          <NativeSelect
            id={sizeId}
            aria-labelledby={`${sizeId}-label ${nameId}`}
            value={size}
            onChange={(e) => onSize(e.target.value as WidgetSize)}
            wrapperClassName="w-32"
          >
            <option value="normal">{t('custom.sizes.normal')}</option>
            <option value="wide">{t('custom.sizes.wide')}</option>
          </NativeSelect>
        </div>
      </div>
      <div className="order-3 flex items-center gap-1 lg:order-4">
        <Button
          id={controlId(baseId, widget, 'up')}
          variant="ghost"
          size="icon"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('custom.moveUp', { name })}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={controlId(baseId, widget, 'down')}
          variant="ghost"
          size="icon"
          disabled={index === total - 1}
          onClick={() => onMove(1)}
          aria-label={t('custom.moveDown', { name })}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** A widget not on the dashboard: its name and the switch that brings it back. */
export function HiddenWidgetRow({
  baseId,
  widget,
  onVisible,
}: {
  baseId: string;
  widget: DashboardWidget;
  onVisible: (visible: boolean) => void;
}) {
  const nameId = `${baseId}-${widget}-name`;
  return (
    <li
      data-widget-row={widget}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed p-3"
    >
      <WidgetLabel widget={widget} nameId={nameId} muted />
      <div className="order-3">
        <VisibleSwitch
          baseId={baseId}
          widget={widget}
          nameId={nameId}
          checked={false}
          onVisible={onVisible}
        />
      </div>
    </li>
  );
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSettings, DashboardWidget } from '@/shared/schemas/dashboard';
import {
  hiddenWidgets,
  moveWidget,
  moveWidgetBy,
  setWidgetSize,
  setWidgetVisible,
} from '../lib/dashboard-order';
import { controlId, HiddenWidgetRow, SortableWidgetRow } from './widget-editor-rows';

type Change = (update: (current: DashboardSettings) => DashboardSettings) => void;
/** Where focus goes once the change shows: `index` is the widget's expected place (-1: hidden). */
type FocusRequest = { widget: DashboardWidget; control: 'switch' | 'up' | 'down'; index: number };

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Which widgets the dashboard shows, in which order (drag and drop with mouse, touch or keyboard,
 * or the move buttons) and how wide. Every change goes to `onChange` (saved by the caller).
 */
export function WidgetEditor({ settings, onChange }: { settings: DashboardSettings; onChange: Change }) {
  const { t } = useTranslation('workspace');
  const baseId = useId().replace(/:/g, '');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [status, setStatus] = useState('');
  const { widgets, sizes } = settings;
  const hidden = hiddenWidgets(widgets);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Focus follows the widget once the change shows: to its switch in the other list, or to the
  // move button still usable.
  useEffect(() => {
    if (!focus || widgets.indexOf(focus.widget) !== focus.index) return;
    const wanted = document.getElementById(controlId(baseId, focus.widget, focus.control));
    const other = focus.control === 'up' ? 'down' : focus.control === 'down' ? 'up' : null;
    const target =
      wanted instanceof HTMLButtonElement && wanted.disabled && other
        ? document.getElementById(controlId(baseId, focus.widget, other))
        : wanted;
    target?.focus();
    setFocus(null);
  }, [focus, baseId, widgets]);

  const announcements: Announcements = useMemo(() => {
    const name = (id: UniqueIdentifier) => t(`widgets.${String(id)}.name`);
    const position = (id: UniqueIdentifier) => widgets.indexOf(String(id) as DashboardWidget) + 1;
    const total = widgets.length;
    return {
      onDragStart: ({ active }) =>
        t('custom.dnd.start', { name: name(active.id), position: position(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('custom.dnd.over', { name: name(active.id), position: position(over.id), total })
          : t('custom.dnd.outside', { name: name(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('custom.dnd.end', { name: name(active.id), position: position(over.id), total })
          : t('custom.dnd.cancel', { name: name(active.id), position: position(active.id), total }),
      onDragCancel: ({ active }) =>
        t('custom.dnd.cancel', { name: name(active.id), position: position(active.id), total }),
    };
  }, [t, widgets]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((current) => ({
      ...current,
      widgets: moveWidget(
        current.widgets,
        current.widgets.indexOf(active.id as DashboardWidget),
        current.widgets.indexOf(over.id as DashboardWidget),
      ),
    }));
  };

  const move = (widget: DashboardWidget, delta: -1 | 1) => {
    const next = moveWidgetBy(widgets, widget, delta);
    onChange((current) => ({ ...current, widgets: moveWidgetBy(current.widgets, widget, delta) }));
    setStatus(
      t('custom.moved', {
        name: t(`widgets.${widget}.name`),
        position: next.indexOf(widget) + 1,
        total: next.length,
      }),
    );
    setFocus({ widget, control: delta < 0 ? 'up' : 'down', index: next.indexOf(widget) });
  };

  const toggle = (widget: DashboardWidget, visible: boolean) => {
    const next = setWidgetVisible(settings, widget, visible);
    onChange((current) => setWidgetVisible(current, widget, visible));
    setStatus(t(visible ? 'custom.shown' : 'custom.hidden', { name: t(`widgets.${widget}.name`) }));
    setFocus({ widget, control: 'switch', index: next.widgets.indexOf(widget) });
  };

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="grid gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-xs md:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${baseId}-title`} className="text-base font-semibold">
          {t('custom.editor.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('custom.editor.description')}</p>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium">{t('custom.editor.shown')}</h3>
        {widgets.length === 0 ? (
          <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
            {t('custom.editor.noneShown')}
          </p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('custom.dnd.instructions') },
            }}
          >
            <SortableContext items={widgets} strategy={verticalListSortingStrategy}>
              <ol className="grid gap-2" aria-label={t('custom.editor.shown')} data-testid="widget-order">
                {widgets.map((widget, index) => (
                  <SortableWidgetRow
                    key={widget}
                    baseId={baseId}
                    widget={widget}
                    index={index}
                    total={widgets.length}
                    size={sizes[widget]}
                    onVisible={(visible) => toggle(widget, visible)}
                    onSize={(size) => onChange((current) => setWidgetSize(current, widget, size))}
                    onMove={(delta) => move(widget, delta)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </div>

      {hidden.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('custom.editor.hidden')}</h3>
          <ul className="grid gap-2" aria-label={t('custom.editor.hidden')}>
            {hidden.map((widget) => (
              <HiddenWidgetRow
                key={widget}
                baseId={baseId}
                widget={widget}
                onVisible={(visible) => toggle(widget, visible)}
              />
            ))}
          </ul>
        </div>
      )}

      <p className="sr-only" aria-live="polite" role="status">
        {status}
      </p>
    </section>
  );
}

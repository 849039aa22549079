import { useAppearance } from '@/web/lib/appearance';
import type { PreferenceItem } from '../api/get-preferences';
import { performanceSettingsFrom, performanceSettingsSchema } from '../preference-values';
import { SwitchSettingsForm } from './switch-settings-form';

/**
 * Reduce motion (turns transitions off), data saver (no external images) and touch gestures —
 * type performance.
 */
export function PerformanceSettingsForm({ items }: { items: PreferenceItem[] }) {
  const appearance = useAppearance();
  return (
    <SwitchSettingsForm
      section="performance"
      schema={performanceSettingsSchema}
      values={performanceSettingsFrom(items)}
      onSaved={(data) => {
        appearance.setReduceMotion(data.reduce_motion);
        appearance.setDataSaver(data.data_saver);
      }}
    />
  );
}

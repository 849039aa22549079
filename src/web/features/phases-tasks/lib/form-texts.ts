import type { TFunction } from 'i18next';

/** A create-or-edit dialog's title, description and submit label (`projects:<form>.*`). */
export function formDialogTexts(t: TFunction, form: 'phaseForm' | 'taskForm', editing: boolean) {
  return {
    title: t(editing ? `projects:${form}.editTitle` : `projects:${form}.createTitle`),
    description: t(editing ? `projects:${form}.editDescription` : `projects:${form}.createDescription`),
    submitLabel: t(editing ? `projects:${form}.save` : `projects:${form}.create`),
  };
}

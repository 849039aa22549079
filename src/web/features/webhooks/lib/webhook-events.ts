import { webhookEventTypes, type WebhookEventType } from '@/shared/schemas/webhooks';

/** Every type a delivery can carry: the events an endpoint may want, and the test event. */
export type DeliveryEventType = WebhookEventType | 'webhook.test';

/** The groups the events are offered in (the form's checkboxes), in the order they are shown. */
export const EVENT_GROUPS = [
  { id: 'projects', events: ['project.created', 'approval.decided'] },
  { id: 'work', events: ['phase.submitted', 'phase.accepted', 'task.completed'] },
  { id: 'collaboration', events: ['comment.created', 'file.uploaded'] },
  { id: 'billing', events: ['invoice.created', 'invoice.paid'] },
  { id: 'support', events: ['ticket.opened', 'ticket.updated'] },
] as const satisfies readonly { id: string; events: readonly WebhookEventType[] }[];

export type EventGroupId = (typeof EVENT_GROUPS)[number]['id'];

/** The i18n key of an event's name ('comment.created' → 'webhooks:events.comment_created'). */
export function eventLabelKey(type: DeliveryEventType): `webhooks:events.${string}` {
  return `webhooks:events.${type.replace('.', '_')}`;
}

/** The chosen events in the order of the product's list (what the form sends and the chips show). */
export function sortEvents(events: readonly WebhookEventType[]): WebhookEventType[] {
  return webhookEventTypes.filter((type) => events.includes(type));
}

/** A group's "select all" box: checked when all are chosen, mixed when some are. */
export function groupSelection(
  group: readonly WebhookEventType[],
  chosen: readonly WebhookEventType[],
): boolean | 'mixed' {
  const picked = group.filter((type) => chosen.includes(type)).length;
  if (picked === 0) return false;
  return picked === group.length ? true : 'mixed';
}

/** Ticking (or unticking) every event of `group` at once, keeping the others chosen. */
export function toggleGroup(
  group: readonly WebhookEventType[],
  chosen: readonly WebhookEventType[],
  on: boolean,
): WebhookEventType[] {
  const rest = chosen.filter((type) => !group.includes(type));
  return sortEvents(on ? [...rest, ...group] : rest);
}

/** Ticking (or unticking) one event. */
export function toggleEvent(
  type: WebhookEventType,
  chosen: readonly WebhookEventType[],
  on: boolean,
): WebhookEventType[] {
  return sortEvents(on ? [...chosen.filter((t) => t !== type), type] : chosen.filter((t) => t !== type));
}

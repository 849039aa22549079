import { describe, expect, it } from 'vitest';
import { webhookEventTypes } from '@/shared/schemas/webhooks';
import { resources } from '@/shared/i18n/resources';
import {
  EVENT_GROUPS,
  eventLabelKey,
  groupSelection,
  sortEvents,
  toggleEvent,
  toggleGroup,
} from './webhook-events';

describe('webhook event groups', () => {
  it('offer every event of the contract exactly once', () => {
    const grouped = EVENT_GROUPS.flatMap((group) => group.events);
    expect([...grouped].sort()).toEqual([...webhookEventTypes].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('name every event and the test event in Spanish, English and Portuguese', () => {
    for (const language of ['es', 'en', 'pt'] as const) {
      const events = (resources[language].webhooks as unknown as { events: Record<string, string> }).events;
      for (const type of [...webhookEventTypes, 'webhook.test' as const]) {
        const key = eventLabelKey(type).replace('webhooks:events.', '');
        expect(events[key], `${language} ${type}`).toBeTruthy();
      }
    }
    expect(eventLabelKey('comment.created')).toBe('webhooks:events.comment_created');
  });

  it('says whether a group is chosen whole, in part or not at all', () => {
    const work = EVENT_GROUPS[1].events;
    expect(groupSelection(work, [])).toBe(false);
    expect(groupSelection(work, ['phase.accepted', 'comment.created'])).toBe('mixed');
    expect(groupSelection(work, ['task.completed', 'phase.submitted', 'phase.accepted'])).toBe(true);
  });

  it('ticks and unticks a whole group, keeping the other choices, in the product order', () => {
    const billing = EVENT_GROUPS[3].events;
    expect(toggleGroup(billing, ['ticket.opened', 'invoice.paid'], true)).toEqual([
      'invoice.created',
      'invoice.paid',
      'ticket.opened',
    ]);
    expect(toggleGroup(billing, ['invoice.created', 'invoice.paid', 'project.created'], false)).toEqual([
      'project.created',
    ]);
  });

  it('ticks one event without repeating it', () => {
    expect(toggleEvent('comment.created', ['file.uploaded'], true)).toEqual([
      'comment.created',
      'file.uploaded',
    ]);
    expect(toggleEvent('comment.created', ['comment.created'], true)).toEqual(['comment.created']);
    expect(toggleEvent('comment.created', ['comment.created', 'file.uploaded'], false)).toEqual([
      'file.uploaded',
    ]);
    expect(sortEvents(['ticket.updated', 'project.created'])).toEqual(['project.created', 'ticket.updated']);
  });
});

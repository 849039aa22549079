import { z } from 'zod';
import {
  notificationCategorySchema,
  notificationTypeSchema,
  sendNotificationSchema,
} from '@/shared/schemas/notifications';
import { pipeInto } from '@/web/lib/form-values';
import type { SendNotificationInput } from '../api/send-notification';

/**
 * The admin's send form: what the fields hold (a recipient choice, text inputs, a local
 * date-time) checked with the same messages as the server's schema, then turned into the body of
 * POST /api/notifications/send — which `sendForm` checks with that very schema before it leaves.
 */
export const sendFormSchema = z
  .object({
    recipient: z.enum(['all', 'user']),
    user_id: z.string(),
    title: z
      .string()
      .trim()
      .min(1, 'notifications:validation.titleRequired')
      .max(200, 'notifications:validation.titleTooLong'),
    message: z
      .string()
      .trim()
      .min(1, 'notifications:validation.messageRequired')
      .max(2000, 'notifications:validation.messageTooLong'),
    type: notificationTypeSchema,
    category: notificationCategorySchema,
    is_urgent: z.boolean(),
    action_url: z
      .string()
      .trim()
      .max(500, 'notifications:validation.actionUrlTooLong')
      .refine((v) => v === '' || /^\/(?![/\\])/.test(v), 'notifications:validation.actionUrl'),
    /** `<input type="datetime-local">` value (the browser's local time), or '' for none. */
    expires_at: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.recipient === 'user' && !z.uuid().safeParse(v.user_id).success) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'notifications:validation.recipient' });
    }
    if (v.expires_at) {
      const at = new Date(v.expires_at).getTime();
      if (Number.isNaN(at))
        ctx.addIssue({
          code: 'custom',
          path: ['expires_at'],
          message: 'notifications:validation.expiresInvalid',
        });
      else if (at <= Date.now())
        ctx.addIssue({
          code: 'custom',
          path: ['expires_at'],
          message: 'notifications:validation.expiresPast',
        });
    }
  });

export type SendFormValues = z.infer<typeof sendFormSchema>;

export const sendFormDefaults: SendFormValues = {
  recipient: 'all',
  user_id: '',
  title: '',
  message: '',
  type: 'info',
  category: 'system',
  is_urgent: false,
  action_url: '',
  expires_at: '',
};

/** The request body for the checked form values. */
export function toSendPayload(values: SendFormValues): SendNotificationInput {
  return {
    ...(values.recipient === 'all' ? { all: true } : { user_id: values.user_id }),
    title: values.title.trim(),
    message: values.message.trim(),
    type: values.type,
    category: values.category,
    is_urgent: values.is_urgent,
    action_url: values.action_url.trim() || null,
    expires_at: values.expires_at ? new Date(values.expires_at).toISOString() : null,
  };
}

/** The form's schema: the fields, then the body the server's own schema accepts. */
export const sendForm = pipeInto(sendFormSchema.transform(toSendPayload), sendNotificationSchema);

/** The form's fields, in the order they are shown (server errors are placed on these). */
export const SEND_FORM_FIELDS = [
  'recipient',
  'user_id',
  'title',
  'message',
  'type',
  'category',
  'action_url',
  'expires_at',
  'is_urgent',
] as const satisfies readonly (keyof SendFormValues)[];
